/**
 * Python source literals for generated dataset files. Everything is written as pure ASCII with escapes, so a
 * name holding quotes, backslashes, newlines or `'''` can never end the literal and run as code when sureal
 * imports the file.
 */
export function pyString(value: string): string {
  let out = "'";
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === '\\') out += '\\\\';
    else if (ch === "'") out += "\\'";
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (cp >= 0x20 && cp < 0x7f) out += ch;
    else if (cp <= 0xff) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return `${out}'`;
}

/** A float literal as sureal's own datasets write them (`4.0`, `3.5`); NaN and infinities have no literal. */
export function pyFloat(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot write ${value} as a Python literal`);
  if (Number.isInteger(value)) return Math.abs(value) < 1e21 ? value.toFixed(1) : String(value);
  return String(value);
}

export function pyInt(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not an integer`);
  return String(value);
}
