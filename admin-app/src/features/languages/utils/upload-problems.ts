import { ApiError } from '@vvq/ui';

/**
 * What an upload the API refused says: its summary (`error`) and each problem by line (`message`, a list for a
 * catalogue the check refused, one text for anything else).
 */
export function uploadProblems(error: unknown): { summary: string; lines: string[] } {
  if (!(error instanceof ApiError)) return { summary: 'The catalogue could not be sent.', lines: [] };
  const body = (error.body ?? {}) as { error?: unknown; message?: unknown };
  const lines = Array.isArray(body.message) ? body.message.map(String) : [];
  const summary =
    typeof body.error === 'string' && lines.length > 1
      ? body.error
      : (lines[0] ?? ApiError.messageOf(error.body) ?? error.message);
  return { summary, lines: lines.length > 1 ? lines : [] };
}
