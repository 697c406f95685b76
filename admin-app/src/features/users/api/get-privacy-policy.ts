import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type PrivacyPolicyResponse } from '@vvq/contracts';
import { UnexpectedResponseError } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

/** The retention periods in force and the current consent text. */
export async function getPrivacyPolicy(apiBase: string): Promise<PrivacyPolicyResponse> {
  const data = await adminRequest<unknown>(apiBase, ApiRoutes.admin.privacy);
  if (typeof data !== 'object' || data === null || !('retention' in data)) {
    throw new UnexpectedResponseError('privacy policy is not a policy');
  }
  return data as PrivacyPolicyResponse;
}

export function privacyPolicyQueryOptions(apiBase: string) {
  return queryOptions({
    queryKey: ['admin', 'privacy'],
    queryFn: () => getPrivacyPolicy(apiBase),
    meta: { errorLog: 'Error fetching the privacy policy' },
  });
}
