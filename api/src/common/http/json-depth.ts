/**
 * Deepest nesting allowed in a JSON body. Every DTO of the API is at most two levels deep; class-transformer and
 * class-validator recurse per level, so a ~10 KB body of nested brackets would otherwise overflow the stack (a 500).
 */
export const MAX_JSON_DEPTH = 32;

/** True when `text` opens more than `max` arrays/objects inside one another. Brackets inside strings don't count. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
