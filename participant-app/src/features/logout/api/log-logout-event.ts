import { ApiRoutes } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

/** keepalive: the page navigates away right after, and the event must still reach the server. */
export function logLogoutEvent(apiBase: string, userId: string, token: string | null): Promise<unknown> {
  return apiRequest<unknown>(apiBase, ApiRoutes.logLogoutEvent(userId), { method: 'POST', token, keepalive: true });
}
