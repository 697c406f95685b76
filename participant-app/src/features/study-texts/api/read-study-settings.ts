import { ApiRoutes, type PublicStudySettings } from '@vvq/contracts';
import { apiRequest, DEFAULT_STALE_TIME_MS, UnexpectedResponseError } from '@vvq/ui';

type Answer = Partial<PublicStudySettings>;

/**
 * The study's public settings (GET /api/study-settings): no token needed and none sent, so a refused participant
 * token can never come from this call.
 */
export async function getStudySettings(apiBase: string): Promise<Answer> {
  const answer = await apiRequest<unknown>(apiBase, ApiRoutes.studySettings);
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new UnexpectedResponseError('study settings');
  }
  return answer as Answer;
}

let pending: { apiBase: string; at: number; answer: Promise<Answer> } | null = null;
let known: Answer = {};
const listeners = new Set<() => void>();

/**
 * The public settings with a plain request, kept as long as the QueryClient keeps an answer (30 s: an admin's change
 * reaches the next screen): the welcome page reads them so (a plain visitor's first page has no TanStack Query), the
 * language offer does, and the study-settings feature's query asks here too, so a page opened within 30 s of another
 * does not ask again. A failure is not kept: the next read asks the server again.
 */
export function readStudySettings(apiBase: string): Promise<Answer> {
  if (pending && pending.apiBase === apiBase && Date.now() - pending.at < DEFAULT_STALE_TIME_MS)
    return pending.answer;
  const entry = { apiBase, at: Date.now(), answer: getStudySettings(apiBase) };
  pending = entry;
  entry.answer.then(
    (answer) => {
      known = answer;
      for (const listener of listeners) listener();
    },
    () => {
      if (pending === entry) pending = null;
    },
  );
  return entry.answer;
}

/** The last settings this page read (none yet: `{}`), without asking the server. */
export function knownStudySettings(): Answer {
  return known;
}

/** Calls `listener` whenever a read brings an answer; returns how to stop. */
export function onStudySettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget what earlier reads brought. */
export function forgetStudySettings(): void {
  pending = null;
  known = {};
}
