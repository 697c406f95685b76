import { ApiRoutes, type StoredRating } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getRatingsByVideo(apiBase: string, videoId: number | string): Promise<StoredRating[] | unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.ratingsByVideo(encodeURIComponent(String(videoId))));
}
