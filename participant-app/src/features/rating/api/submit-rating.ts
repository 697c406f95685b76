import { ApiRoutes, type RatingRequest, type RatingResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function submitRating(apiBase: string, body: RatingRequest): Promise<RatingResponse> {
  return participantRequest<RatingResponse>(apiBase, ApiRoutes.ratings, { method: 'POST', body });
}
