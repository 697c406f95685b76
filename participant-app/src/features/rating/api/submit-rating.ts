import { ApiRoutes, type RatingRequest, type RatingResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

export function submitRating(apiBase: string, body: RatingRequest, token: string | null): Promise<RatingResponse> {
  return apiRequest<RatingResponse>(apiBase, ApiRoutes.ratings, { method: 'POST', body, token });
}
