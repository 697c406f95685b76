import type { SessionAssignment } from '../../session';

/**
 * What the dashboard says where the spec is silent (wording in docs/developer/decisions/journey.md). The spec's own
 * texts stay as they are; these only replace silence: a Rate Videos click that led nowhere, and a Rate Videos button
 * offered again to someone who has rated everything.
 */
export const STUDY_COMPLETE =
  'You have rated all your videos — thank you. Your part of the study is complete.';
export const NO_VIDEOS_AVAILABLE =
  'No videos can be assigned to you at the moment: the study has no videos for you to rate yet. Please try again later, or contact the team.';
export const VIDEOS_NOT_PREPARED =
  'Your videos could not be prepared, because the study server did not answer. Please check your connection and try again.';

export function tooFewVideos(assigned: number, expected: number): string {
  return `Only ${assigned} of the ${expected} videos you need could be assigned to you: the study has run out of videos you have not seen yet. Please try again later, or contact the team.`;
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
  if (!assigned) return VIDEOS_NOT_PREPARED;
  if (assigned.length === 0) return NO_VIDEOS_AVAILABLE;
  if (isStudyComplete(assignment)) return STUDY_COMPLETE;
  return assigned.length < expected ? tooFewVideos(assigned.length, expected) : VIDEOS_NOT_PREPARED;
}
