/**
 * Addresses and names are compared and shown to people, so two that look the same must be the same text. Unicode
 * offers two ways to break that: characters that draw nothing (format characters such as U+200B zero-width space,
 * U+200E/U+200F direction marks, U+FEFF, and the other default-ignorable ones such as U+3164 Hangul filler), and
 * two spellings of one accented letter (composed é, NFC, or e + U+0301, NFD). The first are refused, the second is
 * folded to NFC. Dependency-free so the API and the browser share it.
 */

/** Control (Cc), format (Cf) and other default-ignorable code points: none belongs in an address. */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The same, less the variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF): free-text names may hold emoji, whose
 * presentation they choose (❤ + U+FE0F). They stay refused in addresses, where `ada\uFE0F@…` would pass for `ada@…`.
 */
const INVISIBLE_IN_NAME =
  /(?![\uFE00-\uFE0F\u{E0100}-\u{E01EF}])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

const EDGE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;
const INNER_SPACE = /\p{White_Space}+/gu;

/**
 * True when the text holds a character that draws nothing (or a control character). `kind: 'name'` lets emoji
 * variation selectors through.
 */
export function hasInvisibleCharacter(text: string, kind: 'address' | 'name' = 'address'): boolean {
  return (kind === 'name' ? INVISIBLE_IN_NAME : INVISIBLE_CHARACTER).test(text);
}

/**
 * NFC, then spaces trimmed. Only Unicode White_Space is trimmed: String.prototype.trim also drops U+FEFF, which
 * would hide an invisible character instead of refusing it.
 */
export function normaliseText(text: string): string {
  return text.normalize('NFC').replace(EDGE_SPACE, '');
}

/** normaliseText, and every run of spaces inside one plain space (names). */
export function normaliseName(text: string): string {
  return normaliseText(text).replace(INNER_SPACE, ' ');
}

/** The message of a 400 for `field` (e.g. `Email`, `Name`) holding an invisible character; without a field it starts at "must". */
export function invisibleCharacterMessage(field?: string): string {
  const rule =
    'must not contain invisible characters (zero-width spaces, direction marks or other format characters)';
  return field ? `${field} ${rule}` : rule;
}
