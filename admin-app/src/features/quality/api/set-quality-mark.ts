import { ApiRoutes, type QualityMark, type QualityMarkRequest } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Sets or replaces the video's mark (the server answers the stored mark). */
export function setQualityMark(
  apiBase: string,
  videoId: number,
  body: QualityMarkRequest,
): Promise<QualityMark> {
  return adminRequest<QualityMark>(apiBase, ApiRoutes.admin.qualityMark(videoId), { method: 'PUT', body });
}
