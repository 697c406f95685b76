/** A non-2xx answer from the API, carrying the status and the parsed body so pages can show `error`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback: string) {
    super(ApiError.messageOf(body) ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's human-readable text: `error` first (what the spec's pages read), then `message`. */
  static messageOf(body: unknown): string | undefined {
    if (body && typeof body === 'object') {
      const { error, message } = body as { error?: unknown; message?: unknown };
      if (typeof error === 'string' && error) return error;
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && message.length > 0) return message.join('; ');
    }
    return undefined;
  }

  /** The body's `error` field only (the spec's signup page shows exactly that field). */
  get errorField(): string | undefined {
    const body = this.body as { error?: unknown } | null;
    return body && typeof body.error === 'string' ? body.error : undefined;
  }
}
