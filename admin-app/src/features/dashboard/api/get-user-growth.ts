import { ApiRoutes, type UserGrowthResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getUserGrowth(apiBase: string): Promise<UserGrowthResponse> {
  return adminRequest<UserGrowthResponse>(apiBase, ApiRoutes.admin.userGrowth);
}
