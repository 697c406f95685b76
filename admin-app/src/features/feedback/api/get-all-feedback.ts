import { ApiRoutes, type StoredRating } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getAllFeedback(apiBase: string): Promise<StoredRating[] | unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.viewFeedback);
}
