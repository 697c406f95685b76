/** A 2xx answer whose body has the wrong shape, e.g. an object where the spec expects a list. Not retried. */
export class UnexpectedResponseError extends Error {
  constructor(what: string) {
    super(`Unexpected response format: ${what}`);
    this.name = 'UnexpectedResponseError';
  }
}

/** The body as a list, or UnexpectedResponseError: fetchers return typed lists, never `T[] | unknown`. */
export function expectList<T>(data: unknown, what: string): T[] {
  if (!Array.isArray(data)) throw new UnexpectedResponseError(`${what} is not a list`);
  return data as T[];
}
