import { ApiRoutes, type UserCountResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getUserCount(apiBase: string): Promise<UserCountResponse> {
  return adminRequest<UserCountResponse>(apiBase, ApiRoutes.admin.userCount);
}
