import { ApiRoutes } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

/**
 * keepalive: the page navigates away right after, and the event must still reach the server. Sent with the token
 * read before the session is cleared, and outside the 401 handling: the participant is leaving anyway.
 */
export async function logLogoutEvent(apiBase: string, userId: string, token: string | null): Promise<void> {
  await apiRequest<unknown>(apiBase, ApiRoutes.logLogoutEvent(userId), {
    method: 'POST',
    token,
    keepalive: true,
  });
}
