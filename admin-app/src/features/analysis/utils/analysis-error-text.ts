import { ApiError } from '@vvq/ui';

/**
 * The server's explanation, or `fallback`. A bad upload answers with every problem found (up to 20, each naming its
 * line) in `message`; all of them are shown, one a line, so the lab can fix the file in one go.
 */
export function analysisErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = (error.body as { message?: unknown } | null)?.message;
  if (Array.isArray(message) && message.length > 1 && message.every((m) => typeof m === 'string'))
    return message.join('\n');
  return ApiError.messageOf(error.body) ?? fallback;
}
