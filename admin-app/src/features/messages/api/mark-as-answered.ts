import { ApiRoutes, type MarkAsAnsweredRequest } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Any 2xx is success (spec section 7: the response is not read). */
export async function markAsAnswered(apiBase: string, body: MarkAsAnsweredRequest): Promise<void> {
  await adminRequest<unknown>(apiBase, ApiRoutes.admin.markAsAnswered, { method: 'POST', body });
}
