import { BODY_LIST_TOO_LONG, BODY_TOO_DEEP, BODY_TOO_MANY_FIELDS, type InputLimits } from './input-limits.js';

/**
 * Checks the shape of a JSON text against `limits` in one pass over its characters, before JSON.parse builds
 * anything: parsing a 90,000-key object alone takes a few hundred milliseconds. Returns the refusal text, or null.
 * Only valid JSON matters (JSON.parse refuses the rest): there, outside strings, ':' follows each key of an object
 * and ',' separates the items of a list, so counting them per level counts fields and items.
 */
/** The index of the quote that closes the string opened at `open`, or -1. */
function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c /* \ */) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

export function jsonShapeError(text: string, limits: InputLimits): string | null {
  // Per open level: is it an object, and how many keys/separators it has seen so far.
  const isObject: boolean[] = [];
  const counts: number[] = [];
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    switch (ch) {
      case 0x22 /* " */:
        // Jump to the closing quote: native indexOf, not a loop over every character of a long string value (a
        // 6 KB pose log in a rating). A quote closes the string when an even number of backslashes precede it.
        i = closingQuote(text, i);
        if (i < 0) return null; // unterminated: JSON.parse refuses it
        break;
      case 0x7b /* { */:
      case 0x5b /* [ */:
        if (++depth > limits.depth) return BODY_TOO_DEEP;
        isObject[depth] = ch === 0x7b;
        // A list's first item has no ',' before it; counting it up front only overcounts an empty list by one.
        counts[depth] = ch === 0x7b ? 0 : 1;
        if (ch === 0x5b && ++values > limits.values) return BODY_TOO_MANY_FIELDS;
        break;
      case 0x7d /* } */:
      case 0x5d /* ] */:
        depth--;
        break;
      case 0x3a /* : */:
        if (depth > 0 && isObject[depth]) {
          if (++counts[depth] > limits.fieldsPerObject || ++values > limits.values)
            return BODY_TOO_MANY_FIELDS;
        }
        break;
      case 0x2c /* , */:
        if (depth > 0 && !isObject[depth]) {
          if (++counts[depth] > limits.itemsPerList) return BODY_LIST_TOO_LONG;
          if (++values > limits.values) return BODY_TOO_MANY_FIELDS;
        }
        break;
    }
  }
  return null;
}
