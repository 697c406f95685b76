import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type QualityMark } from '@vvq/contracts';
import { expectList } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

export const QUALITY_MARKS_KEY = ['admin', 'quality', 'marks'] as const;

export async function getQualityMarks(apiBase: string): Promise<QualityMark[]> {
  return expectList<QualityMark>(
    await adminRequest<unknown>(apiBase, ApiRoutes.admin.qualityMarks),
    'quality marks',
  );
}

export function qualityMarksQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: QUALITY_MARKS_KEY, queryFn: () => getQualityMarks(apiBase) });
}
