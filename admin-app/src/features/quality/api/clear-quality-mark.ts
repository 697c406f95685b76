import { ApiRoutes } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** The video returns to the scored pool (204). */
export async function clearQualityMark(apiBase: string, videoId: number): Promise<void> {
  await adminRequest<unknown>(apiBase, ApiRoutes.admin.qualityMark(videoId), { method: 'DELETE' });
}
