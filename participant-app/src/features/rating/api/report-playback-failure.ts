import { useMutation } from '@tanstack/react-query';
import { ApiRoutes, type PlaybackFailureRequest, type PlaybackFailureResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';
import { getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';

/** Reports that this browser cannot play a trial's video; the server releases the trial and the card is skipped. */
export function reportPlaybackFailure(
  apiBase: string,
  userId: string,
  body: PlaybackFailureRequest,
): Promise<PlaybackFailureResponse> {
  return participantRequest<PlaybackFailureResponse>(apiBase, ApiRoutes.participantPlaybackFailures(userId), {
    method: 'POST',
    body,
  });
}

export function useReportPlaybackFailure() {
  const apiBase = useApiBase();
  return useMutation({
    mutationFn: (body: PlaybackFailureRequest) => reportPlaybackFailure(apiBase, getUserId() ?? '', body),
  });
}
