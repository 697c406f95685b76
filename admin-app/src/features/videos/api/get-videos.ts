import { ApiRoutes, type AdminVideoRow } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Typed as unknown on purpose: the screen must check that the answer is an array. */
export function getVideos(apiBase: string): Promise<AdminVideoRow[] | unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.videos);
}
