import { ApiRoutes } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Any 2xx is success (spec section 7: the body is not read). */
export async function deleteUser(apiBase: string, id: number | string): Promise<void> {
  await adminRequest<unknown>(apiBase, ApiRoutes.admin.user(id), { method: 'DELETE' });
}
