import { ApiRoutes, type MarkAsAnsweredRequest } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function markAsAnswered(apiBase: string, body: MarkAsAnsweredRequest): Promise<unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.markAsAnswered, { method: 'POST', body });
}
