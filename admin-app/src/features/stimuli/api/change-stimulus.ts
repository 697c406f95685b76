import { type AdminStimulusRow, ApiRoutes } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export type StimulusChange = 'retire' | 'restore' | 'delete';

/** Retire or restore (the updated row), or delete (204, null). */
export async function changeStimulus(
  apiBase: string,
  videoId: number,
  change: StimulusChange,
): Promise<AdminStimulusRow | null> {
  if (change === 'delete') {
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.stimulus(videoId), { method: 'DELETE' });
    return null;
  }
  const path =
    change === 'retire' ? ApiRoutes.admin.stimulusRetire(videoId) : ApiRoutes.admin.stimulusRestore(videoId);
  return adminRequest<AdminStimulusRow>(apiBase, path, { method: 'POST' });
}
