import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type QualityFlag } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

export const QUALITY_FLAGS_KEY = ['admin', 'quality', 'flags'] as const;

export async function getQualityFlags(apiBase: string): Promise<QualityFlag[]> {
  return expectList<QualityFlag>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.qualityFlags),
    'quality flags',
  );
}

export function qualityFlagsQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: QUALITY_FLAGS_KEY, queryFn: () => getQualityFlags(apiBase) });
}
