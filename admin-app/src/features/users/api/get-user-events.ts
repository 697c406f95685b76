import { ApiRoutes, type UserEvent } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getUserEvents(apiBase: string): Promise<UserEvent[]> {
  return adminRequest<UserEvent[]>(apiBase, ApiRoutes.admin.userEvents);
}
