/**
 * JSON can spell text that is not Unicode: a lone surrogate such as "\ud800". Validators that encode it (the e-mail
 * check calls encodeURIComponent) throw a URIError, and no database column can store it, so such a body is refused
 * as a whole before validation. Returns the refusal text naming the first such field, or null.
 * Walks at most what the shape limits let through (see json-shape.ts).
 */
export function illFormedTextError(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isWellFormed(current)) {
        return path === '' ? 'Request body is not valid Unicode text' : `${path} is not valid Unicode text`;
      }
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => pending.push({ value: item, path: `${path}[${i}]` }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isWellFormed(key)) return 'Request body has a field name that is not valid Unicode text';
        pending.push({ value: item, path: path === '' ? key : `${path}.${key}` });
      }
    }
  }
  return null;
}

/** String.prototype.isWellFormed (Node 20+), not yet in the ES2022 lib the API compiles against. */
function isWellFormed(text: string): boolean {
  return (text as unknown as { isWellFormed(): boolean }).isWellFormed();
}
