import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type StoredRating } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Every rating; a non-list answer reads as no ratings. */
export async function getAllFeedback(apiBase: string): Promise<StoredRating[]> {
  const data = await adminRequest<unknown>(apiBase, ApiRoutes.admin.viewFeedback);
  return Array.isArray(data) ? (data as StoredRating[]) : [];
}

export function allFeedbackQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: ['admin', 'feedback', 'all'], queryFn: () => getAllFeedback(apiBase) });
}
