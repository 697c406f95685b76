import { useMutation } from '@tanstack/react-query';
import {
  PARTICIPANT_CLOSED_MESSAGE,
  PARTICIPANT_CLOSED_STATUS,
  TRIAL_NOT_FOUND,
  type AssignedVideo,
  type RatingRequest,
} from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { submitRating } from './submit-rating';
import { en } from '../../../i18n/later-pages';

export const SESSION_CHANGED_ALERT = en['rating.sessionChanged'];
export const RATING_FAILED_ALERT = en['rating.failed'];

export type RatingBody = Omit<RatingRequest, 'trialId'>;

export type SubmitOutcome =
  | { status: 'done'; trialId: number }
  | { status: 'session-changed' }
  | { status: 'failed'; error: unknown }
  /** Live gating stopped the participant: show `message`, offer no further video. */
  | { status: 'closed'; message: string; trialId?: number };

export interface SubmitWithRecoveryArgs {
  apiBase: string;
  video: Pick<AssignedVideo, 'trial_id' | 'label'>;
  body: RatingBody;
  /** Re-reads the participant's session (spec: "refresh the session"). */
  refreshSession: () => Promise<AssignedVideo[]>;
}

const isClosed = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  ApiError.messageOf(error.body) === PARTICIPANT_CLOSED_MESSAGE;
const isAlreadyRated = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && !isClosed(error);
const isTrialNotFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && ApiError.messageOf(error.body) === TRIAL_NOT_FOUND;

/**
 * Spec sections 4 and 8: a 409 counts as already rated (done); a 404 'trial not found' refreshes the session,
 * finds the video with the same label and resubmits once with its new trial_id.
 */
export async function submitRatingWithRecovery(args: SubmitWithRecoveryArgs): Promise<SubmitOutcome> {
  const send = (trialId: number) => submitRating(args.apiBase, { trialId, ...args.body });
  try {
    const answer = await send(args.video.trial_id);
    if (answer?.status === PARTICIPANT_CLOSED_STATUS)
      return {
        status: 'closed',
        message: answer.notice ?? PARTICIPANT_CLOSED_MESSAGE,
        trialId: args.video.trial_id,
      };
    return { status: 'done', trialId: args.video.trial_id };
  } catch (error) {
    if (isClosed(error)) return { status: 'closed', message: PARTICIPANT_CLOSED_MESSAGE };
    if (isAlreadyRated(error)) return { status: 'done', trialId: args.video.trial_id };
    if (!isTrialNotFound(error)) return { status: 'failed', error };
  }

  let match: AssignedVideo | undefined;
  try {
    match = (await args.refreshSession()).find((video) => video.label === args.video.label);
  } catch (error) {
    return { status: 'failed', error };
  }
  if (!match) return { status: 'session-changed' };
  try {
    await send(match.trial_id);
    return { status: 'done', trialId: match.trial_id };
  } catch (error) {
    return isAlreadyRated(error) ? { status: 'done', trialId: match.trial_id } : { status: 'failed', error };
  }
}

/**
 * One rating, recovery included, through the screen's QueryClient: never retried (a repeated POST could rate twice;
 * the one resubmission above is the spec's). Each call resolves with its own outcome, so cards may send at once.
 */
export function useSubmitRatingWithRecovery() {
  return useMutation({ mutationFn: submitRatingWithRecovery });
}
