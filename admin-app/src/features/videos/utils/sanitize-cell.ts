/**
 * Characters that make a spreadsheet treat a text cell as a formula (or start one after a tab/CR), the classic
 * CSV/formula-injection set (OWASP).
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** Neutralises a text cell by prefixing an apostrophe; numbers, booleans and empty values pass unchanged. */
export function sanitizeCell<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  return FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}
