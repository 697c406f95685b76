import { getUserId } from './session-storage';

/**
 * Live rater gating (docs/developer/decisions/quality.md): once the server answers the neutral `closed`
 * status, the participant's tab remembers its text so the dashboard and the rating screen show it instead of
 * offering videos. Keyed by the user id, so another participant logging in on the same tab never sees it; the
 * server's answer stays the authority on every start.
 */
const key = () => `vvq_study_closed_${getUserId() ?? ''}`;

export function markStudyClosed(message: string): void {
  sessionStorage.setItem(key(), message);
}

export function studyClosedMessage(): string | null {
  return sessionStorage.getItem(key());
}
