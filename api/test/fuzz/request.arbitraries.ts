import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import {
  ADMIN_FEEDBACK_SORTS,
  ADMIN_QUESTIONNAIRE_SORTS,
  ADMIN_USER_EVENT_SORTS,
  ADMIN_USER_SORTS,
  ADMIN_VIDEO_SORTS,
  ANALYSIS_MODELS,
  ANALYSIS_UNITS,
  API_PREFIX,
  panelLinkMessage,
  RATING_DIMENSIONS,
  SCREENING_DENOMINATORS,
  SORT_ORDERS,
  type Panel,
} from '@vvq/contracts';
import { validQuestionnaire } from '../support/api-helpers.js';
import type { AppRoute } from './app-routes.js';

/** What the suite seeded before fuzzing; ids never change, tokens may (a logout ends the participant's). */
export interface FuzzContext {
  participant: { id: number; email: string; token: string };
  /** A second participant: their token on the first one's routes must be refused, never served. */
  other: { id: number; email: string; token: string };
  admin: { email: string; password: string; token: string };
  trialIds: number[];
  videoId: number;
  questionnaireId: number;
  messageId: number;
}

export type AuthKind = 'none' | 'participant' | 'other' | 'admin' | 'forged';

export interface FuzzCase {
  route: AppRoute;
  method: string;
  /** Path and query as sent. */
  target: string;
  auth: AuthKind;
  forged?: string;
  contentType?: string;
  body?: Buffer;
  /** What the generators did, for the report and to name the issue point a failure belongs to. */
  kinds: string[];
}

/**
 * Generators whose failures are known defects being fixed on other branches
 * (docs/operator/security.md#request-limits): they stay enabled so the suite proves those fixes once merged.
 * A violation whose case carries one of these kinds is reported with its point.
 */
export const KNOWN_DEFECT_KINDS: Record<string, string> = {
  'many-keys': 'request limits: huge key counts stall the API',
  'form-many-keys': 'request limits: huge key counts, form-encoded',
  'query-many-keys': 'request limits: huge key counts, query string',
  'lone-surrogate': 'text: lone surrogate → 500',
  'stored-length': 'text: stored text longer than the column',
  'oversize-body': 'request limits: a body over the limit is read when its type is text/csv',
};

const json = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8');

/** A passing environment check report (the suite stores one per fixture participant before fuzzing). */
export const VALID_ENVIRONMENT_CHECK = {
  viewport_width: 1280,
  viewport_height: 720,
  screen_width: 1920,
  screen_height: 1080,
  device_pixel_ratio: 1,
  browser: 'Chromium 131',
  user_agent: 'Mozilla/5.0 fuzz',
  mime_types: 'video/mp4',
  codec_supported: true,
  test_clip_played: true,
  fullscreen_entered: null,
};

// ---------------------------------------------------------------------------------------------------------------
// Valid requests per route: the fuzz mutates these, and sends them unchanged too (so successes and their rows occur).
// A route missing here is still fuzzed, from an empty object.

interface ValidShape {
  body?: Record<string, unknown>;
  query?: string;
}

const P = (p: string) => `/${API_PREFIX}${p}`;
/** A new panel id per valid entry: `n` repeats between cases, and a repeated id resumes (no new account). */
let panelEntries = 0;
/** The suite runs with this panel_link_secret, so every valid entry carries its id's signature. */
export const FUZZ_PANEL_LINK_SECRET = 'fuzz-panel-link-secret-0123456789';
/** A valid entry of each panel in turn, with the ids its panel binds and the link's signature. */
function validPanelEntry(n: number): Record<string, unknown> {
  const id = `fuzz${++panelEntries}`;
  const ids = [
    { panel: 'prolific', participant_id: id, study_id: 'S1', session_id: 'X1' },
    { panel: 'mturk', participant_id: id.toUpperCase(), study_id: 'HIT1', session_id: 'ASSIGN1' },
    { panel: 'sona', participant_id: id },
  ][n % 3] as { panel: Panel; participant_id: string };
  const sig = createHmac('sha256', FUZZ_PANEL_LINK_SECRET)
    .update(panelLinkMessage(ids.panel, ids.participant_id))
    .digest('hex');
  return { ...ids, sig };
}

const VALID: Record<string, (ctx: FuzzContext, n: number) => ValidShape> = {
  [`POST ${P('/signup')}`]: (_c, n) => ({ body: { name: 'Fuzz Person', email: `fuzz.${n}@example.org` } }),
  [`POST ${P('/login')}`]: (c) => ({ body: { email: c.participant.email } }),
  [`POST ${P('/admin/login')}`]: (c) => ({ body: { email: c.admin.email, password: c.admin.password } }),
  [`POST ${P('/contact')}`]: (_c, n) => ({
    body: { name: 'Fuzz Sender', email: `m.${n}@example.org`, message: 'Hello' },
  }),
  [`POST ${P('/questionnaire')}`]: (c) => ({ body: { ...validQuestionnaire(c.participant.id) } }),
  [`POST ${P('/v2/session/start')}`]: (c) => ({ body: { userId: c.participant.id } }),
  [`POST ${P('/panel/enter')}`]: (_c, n) => ({ body: validPanelEntry(n) }),
  [`POST ${P('/admin/panel/link-signatures')}`]: (_c, n) => ({
    body: { panel: (['prolific', 'mturk', 'sona'] as const)[n % 3], participant_ids: [`fuzz${n}`, '40123'] },
  }),
  [`POST ${P('/v2/ratings')}`]: (c, n) => ({
    body: {
      trialId: c.trialIds[n % c.trialIds.length],
      clarity: 1 + (n % 5),
      interaction: 3,
      depth: 4,
      overall: 5,
      comments: 'fine',
      moved: ['clarity', 'depth', 'overall'],
    },
  }),
  // A trap needs its instruction; the fixture's video id never names a catalogue video, so no mark is ever stored.
  [`PUT ${P('/admin/quality/marks/:videoId')}`]: () => ({
    body: {
      kind: 'trap',
      targets: { overall: { score: 2, tolerance: 0 } },
      instruction: "For this clip, please rate Overall Experience 'Poor' (2).",
    },
  }),
  [`GET ${P('/admin/analysis/dmos')}`]: (_c, n) => ({ query: `dimension=${RATING_DIMENSIONS[n % 4]}` }),
  // The reference toggle of the catalogue (on and off in turn: the fixture's video is the only one it marks).
  [`PUT ${P('/admin/videos/:videoId/reference')}`]: (_c, n) => ({ body: { is_reference: n % 2 === 0 } }),
  // A gold pair the lab declares: the fixture's videos k and k + 4 share a content (insertVideos), the winner in turn.
  [`POST ${P('/admin/pc/gold-pairs')}`]: (c, n) => {
    const pair = [c.videoId, c.videoId > 4 ? c.videoId - 4 : c.videoId + 4];
    return { body: { winner_video_id: pair[n % 2], other_video_id: pair[1 - (n % 2)] } };
  },
  // A one-key catalogue: partial, so it is stored (the other keys fall back).
  [`PUT ${P('/admin/languages/:code')}`]: (_c, n) => ({
    body: { name: 'Fuzz', dir: n % 2 ? 'rtl' : 'ltr', catalogue: '{\n  "common.submit": "Fuzz"\n}\n' },
  }),
  [`POST ${P('/participants/:userId/environment-check')}`]: () => ({ body: { ...VALID_ENVIRONMENT_CHECK } }),
  [`POST ${P('/admin/mark-as-answered')}`]: (c) => ({ body: { id: c.messageId } }),
  // Each test method's format in turn (ACR by every model — the sureal ports and the ordinal model too —, ACR-HR's
  // DMOS, pair comparison by either model).
  [`POST ${P('/admin/analysis/upload')}`]: (_c, n) =>
    [
      {
        body: { csv: 'observer,presentation,score\no1,p1,4\no2,p1,5\no1,p2,2\no2,p2,3\n' },
        query: `screening=off&model=${ANALYSIS_MODELS[n % ANALYSIS_MODELS.length]}`,
      },
      {
        body: {
          csv: 'observer,presentation,content,is_reference,score\no1,r,c,1,5\no2,r,c,1,4\no1,p,c,0,2\n',
        },
        query: `method=acr-hr${n % 2 ? '&model=mle' : ''}`,
      },
      {
        body: { csv: 'observer,a,b,winner\no1,p1,p2,a\no2,p2,p1,a\no3,p1,p2,tie\n' },
        query: `method=pc&model=${n % 2 ? 'bt' : 'thurstone'}`,
      },
    ][n % 3],
  [`GET ${P('/admin/view-feedback')}`]: (_c, n) => ({
    query: `limit=${1 + (n % 50)}&offset=${n % 7}&q=${['', 'fine', '5', '%25_'][n % 4]}&sort=${ADMIN_FEEDBACK_SORTS[n % 4]}&order=${SORT_ORDERS[n % 2]}`,
  }),
  [`GET ${P('/admin/videos')}`]: (_c, n) => ({
    query: `limit=${1 + (n % 50)}&offset=${n % 7}&q=${['', 'a', '1', '%25_'][n % 4]}&sort=${ADMIN_VIDEO_SORTS[n % 6]}&order=${SORT_ORDERS[n % 2]}`,
  }),
  [`GET ${P('/admin/users')}`]: (_c, n) => ({
    query: `limit=${1 + (n % 50)}&offset=${n % 7}&q=${['', 'example', '1', '%25_'][n % 4]}&sort=${ADMIN_USER_SORTS[n % 2]}&order=${SORT_ORDERS[n % 2]}`,
  }),
  [`GET ${P('/admin/user-events')}`]: (_c, n) => ({
    query: `limit=${1 + (n % 50)}&offset=${n % 7}&q=${['', 'login', 'log', '%25_'][n % 4]}&sort=${ADMIN_USER_EVENT_SORTS[0]}&order=${SORT_ORDERS[n % 2]}`,
  }),
  [`GET ${P('/admin/questionnaires')}`]: (_c, n) => ({
    query: `limit=${1 + (n % 50)}&offset=${n % 7}&q=${['', 'Fuzz', '1', '%25_'][n % 4]}&sort=${ADMIN_QUESTIONNAIRE_SORTS[n % 2]}&order=${SORT_ORDERS[n % 2]}`,
  }),
  [`GET ${P('/admin/analysis')}`]: (_c, n) => ({
    query: `dimension=${RATING_DIMENSIONS[n % 4]}&unit=${ANALYSIS_UNITS[n % 2]}&screening=on&denominator=${SCREENING_DENOMINATORS[n % 2]}${n % 3 === 0 ? `&model=${ANALYSIS_MODELS[(n / 3) % ANALYSIS_MODELS.length]}` : ''}${n % 4 === 1 ? '&group_by=attribute:bitrate_kbps' : ''}`,
  }),
};

/** Checked against the app by the suite, so a renamed route cannot silently lose its valid requests. */
export const VALID_ROUTE_KEYS = Object.keys(VALID);

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT SLEEP(5)',
  "\\'; --",
  '=1+1',
  '-1+1',
  '+1',
  '@SUM(A1)',
  '=HYPERLINK("http://x","y")',
  '\t=1+1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '%00',
  '\r\nSet-Cookie: x=1',
  '\u202Egnp.exe',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
];

const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '1',
  '1e3',
  '0x10',
  [],
  [1, 2],
  ['a@example.org'],
  {},
  { $gt: '' },
  { toString: 'x' },
];

const wrongValue = fc.oneof(
  fc.constantFrom(...ODD_VALUES),
  fc.constantFrom(...INJECTIONS),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Strings that are invalid UTF-16 (lone surrogates), as JSON.stringify escapes them (`"\ud800"`). */
const loneSurrogate = fc
  .tuple(
    fc.constantFrom('\ud800', '\udfff', '\udbff', 'x\ud800', '\ud800@example.org', 'a@exa\udc00mple.org'),
    fc.nat(3),
  )
  .map(([s, n]) => s.repeat(n + 1));

/** Text within a field's UTF-16 maximum but longer in what a column stores (code points / grapheme parts). */
const storedLength = fc
  .tuple(
    fc.constantFrom('a\uFE0F', '😀', 'e\u0301', '👩‍👩‍👧‍👦', '𝔸'),
    // Around the fields' maxima (names 100, comments 2000, messages 5000) and the columns' lengths.
    fc.constantFrom(51, 99, 100, 101, 128, 255, 256, 1000, 1001, 2000, 2001, 2500, 5000),
  )
  .map(([s, n]) => s.repeat(n));

/** Bytes that are not UTF-8: a lone continuation byte, an overlong '/', an encoded surrogate, 0xFF, a cut sequence. */
const INVALID_UTF8 = [
  [0xff],
  [0x80],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '€', '😀', ' ', '\\n'), fc.integer({ min: 10_000, max: 1_100_000 }))
  .map(([c, n]) => c.repeat(Math.ceil(n / Buffer.byteLength(c))));

const nested = fc
  .tuple(fc.constantFrom('[', '{"a":'), fc.oneof(fc.integer({ min: 2, max: 40 }), fc.constant(5000)))
  .map(([open, n]) => ({ open, n }));
const nestedText = ({ open, n }: { open: string; n: number }) =>
  open === '[' ? '['.repeat(n) + ']'.repeat(n) : open.repeat(n) + '1' + '}'.repeat(n);

const manyKeysText = (base: Record<string, unknown>, count: number) => {
  const head = JSON.stringify(base).slice(0, -1);
  const keys = Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',');
  return head.length > 1 ? `${head},${keys}}` : `{${keys}}`;
};

const pickKey = (shape: Record<string, unknown>) => {
  const keys = Object.keys(shape);
  return keys.length > 0
    ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }))
    : fc.string({ maxLength: 12 });
};

// ---------------------------------------------------------------------------------------------------------------
// Bodies: each variant yields the bytes plus the kinds it stands for

interface BodyDraft {
  /** Either an object to encode per content type, or bytes that are sent as they are. */
  value?: unknown;
  raw?: Buffer;
  kinds: string[];
}

function bodyDraft(valid: Record<string, unknown>): fc.Arbitrary<BodyDraft> {
  const withField = (kind: string, v: fc.Arbitrary<unknown>) =>
    fc.tuple(pickKey(valid), v).map(([k, x]) => ({ value: { ...valid, [k]: x }, kinds: [kind] }));
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<BodyDraft>({ value: valid, kinds: ['valid'] }) },
    {
      weight: 3,
      arbitrary: pickKey(valid).map((k) => {
        const { [k]: _dropped, ...rest } = valid;
        return { value: rest, kinds: ['missing-field'] };
      }),
    },
    { weight: 4, arbitrary: withField('wrong-type', wrongValue) },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 20 }), wrongValue, { minKeys: 1, maxKeys: 8 })
        .map((extra) => ({ value: { ...valid, ...extra }, kinds: ['extra-fields'] })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 35_000, max: 50_000 })
        .map((n) => ({ raw: Buffer.from(manyKeysText(valid, n)), kinds: ['many-keys'] })),
    },
    { weight: 1, arbitrary: withField('huge-string', hugeString) },
    {
      weight: 2,
      arbitrary: fc.tuple(pickKey(valid), nested).map(([k, n]) => {
        const text = JSON.stringify({ ...valid, [k]: 0 }).replace(
          `${JSON.stringify(k)}:0`,
          `${JSON.stringify(k)}:${nestedText(n)}`,
        );
        return { raw: Buffer.from(n.n > 40 ? nestedText(n) : text), kinds: ['deep-nesting'] };
      }),
    },
    { weight: 2, arbitrary: withField('lone-surrogate', loneSurrogate) },
    {
      weight: 2,
      arbitrary: fc.tuple(pickKey(valid), fc.constantFrom(...INVALID_UTF8)).map(([k, bytes]) => {
        const [before, after] = JSON.stringify({ ...valid, [k]: '\u0001' }).split('\\u0001');
        return {
          raw: Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
          kinds: ['invalid-utf8'],
        };
      }),
    },
    { weight: 3, arbitrary: withField('injection', fc.constantFrom(...INJECTIONS)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            '__proto__',
            'constructor',
            'prototype',
            '__defineGetter__',
            'hasOwnProperty',
            'toString',
          ),
          wrongValue,
        )
        .map(([k, v]) => ({
          value: { ...valid, [k]: k === 'constructor' ? { prototype: { isAdmin: true } } : v },
          kinds: ['prototype-key'],
        })),
    },
    { weight: 2, arbitrary: withField('stored-length', storedLength) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => ({ value: v, kinds: ['any-json'] })) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((b) => ({ raw: Buffer.from(b), kinds: ['random-bytes'] })),
    },
    { weight: 1, arbitrary: fc.constant<BodyDraft>({ raw: Buffer.alloc(0), kinds: ['empty-body'] }) },
  );
}

const CONTENT_TYPES = [
  'none',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzzboundary',
  'application/xml',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json;;;',
  '*/*',
  'text/csv; charset=utf-8',
  'application/octet-stream',
];

function encodeBody(draft: BodyDraft, contentType: string): { bytes: Buffer; kinds: string[] } {
  const kinds = [...draft.kinds, `ct:${contentType.split(';')[0].toLowerCase()}`];
  if (draft.raw) return { bytes: draft.raw, kinds };
  if (contentType === 'application/x-www-form-urlencoded' && draft.value && typeof draft.value === 'object') {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(draft.value))
      params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    return { bytes: Buffer.from(params.toString()), kinds };
  }
  if (contentType.startsWith('multipart/')) {
    const part = `--fuzzboundary\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(draft.value)}\r\n--fuzzboundary--\r\n`;
    return { bytes: Buffer.from(part), kinds };
  }
  return { bytes: json(draft.value), kinds };
}

/** Form bodies with tens of thousands of fields (the form-encoded variant of point 1). */
const formManyKeys = fc.integer({ min: 35_000, max: 50_000 }).map((n) => ({
  bytes: Buffer.from(Array.from({ length: n }, (_, i) => `k${i}=1`).join('&')),
  contentType: 'application/x-www-form-urlencoded',
  kinds: ['form-many-keys', 'ct:application/x-www-form-urlencoded'],
}));

/**
 * Bodies over the 1 MiB body limit (up to past the analysis upload's own 5 MiB), in the content types a client may
 * claim: every route must refuse them (413, or 415 for a type it does not take) instead of reading them.
 */
const oversizeBody = fc
  .tuple(
    fc.constantFrom(1_100_000, 2_500_000, 4_200_000, 5_500_000),
    fc.constantFrom(
      'application/json',
      'text/plain',
      'text/csv',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
    ),
  )
  .map(([size, contentType]) => {
    const fill = 'a'.repeat(size);
    const text =
      contentType === 'application/json'
        ? `{"csv":"${fill}"}`
        : contentType === 'text/csv'
          ? `observer,presentation,score\n${fill}`
          : fill;
    return { bytes: Buffer.from(text), contentType, kinds: ['oversize-body', `ct:${contentType}`] };
  });

function bodyArb(
  valid: Record<string, unknown>,
): fc.Arbitrary<{ bytes: Buffer; contentType: string; kinds: string[] }> {
  const ct = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  return fc.oneof(
    {
      weight: 60,
      arbitrary: fc.tuple(bodyDraft(valid), ct).map(([d, c]) => ({ ...encodeBody(d, c), contentType: c })),
    },
    { weight: 1, arbitrary: formManyKeys },
    { weight: 1, arbitrary: oversizeBody },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Query strings and path ids

const ODD_QUERIES = [
  '%',
  '%ff',
  'a=%ff',
  'a=%ED%A0%80',
  'a=%E0%A4%A',
  '%C0%AF=1',
  '__proto__[x]=1',
  '__proto__=1',
  'constructor[prototype][isAdmin]=1',
  'limit=1&limit=2',
  'limit[]=1',
  'limit[a]=1',
  'limit=1e3',
  'limit=-0',
  'limit=0x10',
  'offset=99999999999999999999',
  'limit=%00',
  'dimension=__proto__',
  'dimension=toString',
  'unit=constructor',
  'screening=ON',
  'denominator[]=observer',
  '=1',
  '&&&',
  'a',
  'a=' + 'x'.repeat(6000),
  "x='%20OR%201=1%20--",
  'x=%3Cscript%3E',
  'x=%3D1%2B1',
];

function queryArb(valid: string | undefined): fc.Arbitrary<{ query: string; kinds: string[] }> {
  const options: Array<fc.WeightedArbitrary<{ query: string; kinds: string[] }>> = [
    { weight: 8, arbitrary: fc.constant({ query: '', kinds: [] }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...ODD_QUERIES).map((q) => ({ query: q, kinds: ['odd-query'] })),
    },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 10 }), fc.string({ unit: 'grapheme', maxLength: 20 }), {
          minKeys: 1,
          maxKeys: 5,
        })
        .map((d) => ({ query: new URLSearchParams(d).toString(), kinds: ['random-query'] })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 200, max: 700 }).map((n) => ({
        query: Array.from({ length: n }, (_, i) => `q${i}=1`).join('&'),
        kinds: ['query-many-keys'],
      })),
    },
  ];
  if (valid !== undefined) {
    options.push({ weight: 8, arbitrary: fc.constant({ query: valid, kinds: ['valid-query'] }) });
    options.push({
      weight: 3,
      arbitrary: fc
        .constantFrom(...ODD_QUERIES)
        .map((q) => ({ query: `${valid}&${q}`, kinds: ['odd-query'] })),
    });
  }
  return fc.oneof(...options);
}

/** Path ids no row has: never a small positive number, so a DELETE can only ever miss. */
const ODD_IDS = [
  '0',
  '-1',
  '000999999999',
  '+1',
  '1.0',
  '1e3',
  '0x10',
  '%20999999999',
  '999999999%20',
  '9'.repeat(400),
  '2147483648',
  '9007199254740993',
  '-9223372036854775809',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '%00',
  '%ff',
  '%ED%A0%80',
  '%C0%AF',
  '..%2F..%2Fetc',
  '__proto__',
  'constructor',
  "1'%20OR%20'1'='1",
  '%3Cscript%3E',
  '%3D1%2B1',
  '%D9%A1%D9%A2',
  '\u00ff',
  'a'.repeat(3000),
];
const oddId = fc.oneof(
  fc.constantFrom(...ODD_IDS).map((id) => ({ id, kinds: ['odd-id'] })),
  fc.integer({ min: 100_000_000, max: 2 ** 31 - 1 }).map((n) => ({ id: String(n), kinds: ['unknown-id'] })),
);

/** Ids of rows the fixture owns, by parameter name; DELETE routes get none of them. */
function knownIds(route: AppRoute, param: string, ctx: FuzzContext): string[] {
  if (route.method === 'DELETE') return [];
  if (param === 'userId') return [String(ctx.participant.id), String(ctx.other.id)];
  if (param === 'videoId') return [String(ctx.videoId)];
  // A new language and a shipped one a lab may fix.
  if (param === 'code') return ['it', 'de'];
  if (route.path.includes('questionnaire')) return [String(ctx.questionnaireId)];
  return [String(ctx.participant.id)];
}

const MEDIA_PATHS = [
  'catalogue/none.mp4',
  '../package.json',
  '..%2F..%2Fpackage.json',
  '%2e%2e/%2e%2e/etc/passwd',
  '....//....//etc/passwd',
  '%00.mp4',
  '%ff',
  '%ED%A0%80',
  '\u00ff.mp4',
  'a'.repeat(2000),
  'x/../../y',
  '%5c..%5c..%5cwindows',
  'catalogue/',
  '.',
  '...',
  '.env',
];

function pathArb(route: AppRoute, ctx: FuzzContext): fc.Arbitrary<{ path: string; kinds: string[] }> {
  if (route.path.endsWith('/*')) {
    return fc
      .constantFrom(...MEDIA_PATHS)
      .map((p) => ({ path: route.path.slice(0, -1) + p, kinds: ['odd-media-path'] }));
  }
  const params = route.path.split('/').filter((s) => s.startsWith(':'));
  if (params.length === 0) return fc.constant({ path: route.path, kinds: [] });
  const perParam = params.map((p) => {
    const known = knownIds(route, p.slice(1), ctx);
    return known.length > 0
      ? fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...known).map((id) => ({ id, kinds: [] as string[] })) },
          { weight: 3, arbitrary: oddId },
        )
      : oddId;
  });
  return fc.tuple(...perParam).map((ids) => {
    let i = 0;
    const path = route.path
      .split('/')
      .map((s) => (s.startsWith(':') ? ids[i++].id : s))
      .join('/');
    return { path, kinds: ids.flatMap((x) => x.kinds) };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Authentication

const forgedToken = (ctx: FuzzContext) =>
  fc.constantFrom(
    'Bearer ',
    'Bearer x',
    'Bearer null',
    `Bearer ${ctx.participant.token.slice(0, -2)}xx`,
    `bearer ${ctx.admin.token}`,
    `Bearer ${ctx.admin.token} extra`,
    `Bearer  ${ctx.admin.token}`,
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'a'.repeat(3000)}`,
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjEsInJvbGUiOiJhZG1pbiJ9.',
    `Bearer ${Buffer.from(JSON.stringify({ sub: 1, role: 'admin' })).toString('base64url')}`,
    'Bearer \u00ff\u00fe',
  );

function authArb(route: AppRoute, ctx: FuzzContext): fc.Arbitrary<{ auth: AuthKind; forged?: string }> {
  const isAdmin = route.path.startsWith(P('/admin/')) && !route.path.endsWith('/admin/login');
  const main: AuthKind = isAdmin ? 'admin' : 'participant';
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ auth: main }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<AuthKind>('none', 'participant', 'other', 'admin').map((auth) => ({ auth })),
    },
    { weight: 1, arbitrary: forgedToken(ctx).map((forged) => ({ auth: 'forged' as AuthKind, forged })) },
  );
}

// ---------------------------------------------------------------------------------------------------------------

/** Every kind of request the suite sends to one route; mostly its own method, sometimes another. */
export function caseArb(route: AppRoute, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const key = `${route.method} ${route.path}`;
  const template = VALID[key];
  return fc
    .record({
      n: fc.nat({ max: 1_000_000_000 }),
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
      ),
      path: pathArb(route, ctx),
      auth: authArb(route, ctx),
    })
    .chain(({ n, method, path, auth }) => {
      const shape = template?.(ctx, n) ?? {};
      const wantsBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
      const body = wantsBody
        ? bodyArb(shape.body ?? {}).map(
            (b) => b as { bytes: Buffer; contentType: string; kinds: string[] } | null,
          )
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: bodyArb(shape.body ?? {}) },
          );
      return fc.tuple(queryArb(shape.query), body).map(([q, b]): FuzzCase => {
        const kinds = [...path.kinds, ...q.kinds, ...(b?.kinds ?? [])];
        if (method !== route.method) kinds.push(`method:${method}`);
        return {
          route,
          method,
          target: q.query ? `${path.path}?${q.query}` : path.path,
          auth: auth.auth,
          forged: auth.forged,
          contentType: b && b.contentType !== 'none' ? b.contentType : undefined,
          body: b?.bytes,
          kinds,
        };
      });
    });
}

/** The Authorization header of a case, read at send time (tokens change when a logout succeeds). */
export function authorization(c: FuzzCase, ctx: FuzzContext): string | undefined {
  switch (c.auth) {
    case 'participant':
      return `Bearer ${ctx.participant.token}`;
    case 'other':
      return `Bearer ${ctx.other.token}`;
    case 'admin':
      return `Bearer ${ctx.admin.token}`;
    case 'forged':
      return c.forged;
    default:
      return undefined;
  }
}

/**
 * Cases sent on every run besides the generated ones, so that the defects other branches fix (lone
 * surrogates, stored length, oversize bodies) are hit on every field of every route with a body whatever the
 * seed: a lone surrogate and a text of 100 emoji-presentation pairs in each field, and an oversize text/csv
 * body.
 */
export function fixedCases(route: AppRoute, ctx: FuzzContext): FuzzCase[] {
  const body = VALID[`${route.method} ${route.path}`]?.(ctx, 424_242).body;
  if (!body || route.path.includes(':')) return [];
  const auth: AuthKind =
    route.path.startsWith(P('/admin/')) && !route.path.endsWith('/admin/login') ? 'admin' : 'participant';
  const base = { route, method: route.method, target: route.path, auth, contentType: 'application/json' };
  const cases: FuzzCase[] = [];
  for (const key of Object.keys(body)) {
    cases.push({ ...base, body: json({ ...body, [key]: 'x\ud800' }), kinds: ['lone-surrogate'] });
    cases.push({ ...base, body: json({ ...body, [key]: 'a\uFE0F'.repeat(100) }), kinds: ['stored-length'] });
    // A valid value plus a character that draws nothing: refused (addresses, names) or kept, never a 5xx.
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string')
      cases.push({
        ...base,
        body: json({ ...body, [key]: `${value}\u200b` }),
        kinds: ['invisible-character'],
      });
  }
  const csv = Buffer.from(`observer,presentation,score\n${'a'.repeat(4_200_000)}`);
  cases.push({ ...base, contentType: 'text/csv', body: csv, kinds: ['oversize-body', 'ct:text/csv'] });
  return cases;
}
