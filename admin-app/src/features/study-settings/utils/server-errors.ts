import { STUDY_SETTING_KEYS } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import type { FieldErrors } from './settings-form-values';

export interface ServerRefusal {
  /** The server's own text, shown at the top of the form. */
  summary: string;
  /** Each of its messages that names a setting, shown next to that field. */
  fields: FieldErrors;
}

/** The messages of an API error body: `message` (all of them), else `error`. */
function messagesOf(error: ApiError): string[] {
  const body = error.body as { message?: unknown; error?: unknown } | null;
  if (Array.isArray(body?.message)) return body.message.filter((m): m is string => typeof m === 'string');
  if (typeof body?.message === 'string') return [body.message];
  if (typeof body?.error === 'string') return [body.error];
  return [];
}

/**
 * Reads a refused save: the server is the authority on every value (class-validator messages start with the key,
 * e.g. 'videos_per_session must not be greater than 50'), so its words are shown as they are.
 */
export function serverRefusal(error: unknown): ServerRefusal {
  if (!(error instanceof ApiError)) {
    return { summary: 'The settings could not be saved. Please try again.', fields: {} };
  }
  const fields: FieldErrors = {};
  for (const message of messagesOf(error)) {
    const key = STUDY_SETTING_KEYS.find((k) => new RegExp(`\\b${k}\\b`).test(message));
    if (key && !fields[key]) fields[key] = message;
  }
  const text = error.status === 0 ? 'the server could not be reached' : error.message;
  return { summary: `The settings were not saved: ${text}`, fields };
}
