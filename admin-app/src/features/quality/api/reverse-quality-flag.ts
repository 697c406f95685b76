import { ApiRoutes, type QualityFlag } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Lets the participant continue; answers the reversed flag. */
export function reverseQualityFlag(apiBase: string, flagId: number): Promise<QualityFlag> {
  return adminRequest<QualityFlag>(apiBase, ApiRoutes.admin.qualityFlagReverse(flagId), { method: 'POST' });
}
