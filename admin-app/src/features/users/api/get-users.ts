import { ApiRoutes, type AdminUserRow } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getUsers(apiBase: string): Promise<AdminUserRow[]> {
  return adminRequest<AdminUserRow[]>(apiBase, ApiRoutes.admin.users);
}
