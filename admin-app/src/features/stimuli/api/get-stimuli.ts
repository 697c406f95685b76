import { queryOptions } from '@tanstack/react-query';
import { type AdminStimulusRow, ApiRoutes } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

export const STIMULI_KEY = ['admin', 'stimuli'] as const;

export async function getStimuli(apiBase: string): Promise<AdminStimulusRow[]> {
  return expectList<AdminStimulusRow>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.stimuli),
    'stimuli',
  );
}

export function stimuliQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: STIMULI_KEY, queryFn: () => getStimuli(apiBase) });
}
