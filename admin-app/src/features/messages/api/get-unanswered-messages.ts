import { ApiRoutes, type ContactMessage } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getUnansweredMessages(apiBase: string): Promise<ContactMessage[] | unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.unansweredMessages);
}
