import { ApiRoutes } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function deleteUser(apiBase: string, id: number | string): Promise<unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.user(id), { method: 'DELETE' });
}
