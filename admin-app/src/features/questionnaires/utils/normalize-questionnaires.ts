import type { StoredQuestionnaire } from '@vvq/contracts';

export type QuestionnaireListResult =
  | { kind: 'rows'; rows: StoredQuestionnaire[] }
  /** The server answered with an empty array: 'No data found.' (spec section 4). */
  | { kind: 'no-data' }
  /** No usable answer at all (empty body, text): the list's own empty state 'No questionnaires found.'. */
  | { kind: 'empty' };

/** An array stays a list, a single object becomes a one-item list, anything else is an empty list. */
export function normalizeQuestionnaires(data: unknown): QuestionnaireListResult {
  if (Array.isArray(data)) return data.length === 0 ? { kind: 'no-data' } : { kind: 'rows', rows: data };
  if (data && typeof data === 'object') return { kind: 'rows', rows: [data as StoredQuestionnaire] };
  return { kind: 'empty' };
}
