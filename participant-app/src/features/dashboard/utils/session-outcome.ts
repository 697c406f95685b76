import { en, t } from '../../../i18n/later-pages';
import type { SessionAssignment } from '../../session';

/**
 * What the dashboard says where the spec is silent (wording in docs/developer/decisions/journey.md). The spec's own
 * texts stay as they are; these only replace silence: a Rate Videos click that led nowhere, and a Rate Videos button
 * offered again to someone who has rated everything.
 */
export const STUDY_COMPLETE = en['dashboard.studyComplete'];
export const NO_VIDEOS_AVAILABLE = en['dashboard.noVideos'];
export const VIDEOS_NOT_PREPARED = en['dashboard.notPrepared'];

export function tooFewVideos(assigned: number, expected: number): string {
  return t('dashboard.tooFew', { assigned, expected });
}

/**
 * Every video of the session is rated: the server knows (each video's `submitted` flag). The count is the session's
 * own list, whatever videos_per_session says now (lowering it takes no video away from a session).
 */
export function isStudyComplete(assignment: SessionAssignment | undefined): boolean {
  const assigned = assignment?.assigned;
  return Boolean(assigned && assigned.length > 0 && assigned.every((video) => video.submitted));
}

/** Why a Rate Videos click could not go to the rating screen, or null when it can. */
export function unavailableMessage(assignment: SessionAssignment, expected: number): string | null {
  if (assignment.videos) return null;
  const { assigned } = assignment;
  if (!assigned) return t('dashboard.notPrepared');
  if (assigned.length === 0) return t('dashboard.noVideos');
  if (isStudyComplete(assignment)) return t('dashboard.studyComplete');
  return assigned.length < expected ? tooFewVideos(assigned.length, expected) : t('dashboard.notPrepared');
}
