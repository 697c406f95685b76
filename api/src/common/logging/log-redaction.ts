/**
 * The last guard before a log line is written (pino's streamWrite hook): whatever a developer logs, an e-mail
 * address or a signed token never reaches the log. Names and comments cannot be recognised by shape, so they are kept
 * out by construction instead: bodies, headers and raw URLs are never logged (see pino-params.ts), and REDACT_PATHS
 * censors the keys that carry them when an object is logged.
 */
const EMAIL = /[^\s"'<>()[\]{},;:\\/@]+@[^\s"'<>()[\]{},;:\\/@]+\.[^\s"'<>()[\]{},;:\\/@]+/g;
/** The API's tokens: base64url(payload) '.' base64url(HMAC-SHA256), see modules/auth/token.service.ts. */
const SIGNED_TOKEN = /[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const BEARER = /\b(bearer\s+)[^\s"\\]+/gi;

/** The local demo admin's fixed address (modules/auth): a development account, not a person, printed on purpose. */
const DEMO_DOMAIN = '@vvq.local';

export function redactText(text: string): string {
  return text
    .replace(EMAIL, (address) => (address.toLowerCase().endsWith(DEMO_DOMAIN) ? address : '[email]'))
    .replace(SIGNED_TOKEN, '[token]')
    .replace(BEARER, '$1[token]');
}

const SENSITIVE_KEYS = ['email', 'name', 'password', 'token', 'comments', 'comment', 'body', 'authorization'];

/** pino `redact` paths: the keys above at the top level and one level down, and the credential headers. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`]),
];
