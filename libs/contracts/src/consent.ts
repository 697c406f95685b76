/**
 * The consent text the questionnaire shows, word for word as the specification gives it. It lives here, in one
 * place, because the participant app shows it and the API records which text each participant agreed to.
 */
export const CONSENT_TEXT =
  'I agree to participate in this study and understand that my data will be used for research purposes.';

/**
 * The version of CONSENT_TEXT: the first 16 hex digits of its SHA-256. The participant app sends it with the
 * questionnaire and the API accepts only versions it has recorded (table consent_versions, with their text). Change
 * the text and this must change too: the API's unit test (consent-version.spec.ts) recomputes it and fails otherwise.
 */
export const CONSENT_VERSION = '6d15ab076872de30';

/** A consent version as the API writes it. */
export const CONSENT_VERSION_PATTERN = /^[0-9a-f]{16}$/;
