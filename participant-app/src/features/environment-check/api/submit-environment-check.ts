import { ApiRoutes, type EnvironmentCheckRequest, type EnvironmentCheckResult } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

/** Sends what the browser measured; the answer is the server's decision (passed, reasons). */
export function submitEnvironmentCheck(
  apiBase: string,
  userId: string,
  body: EnvironmentCheckRequest,
): Promise<EnvironmentCheckResult> {
  return participantRequest<EnvironmentCheckResult>(apiBase, ApiRoutes.participantEnvironmentCheck(userId), {
    method: 'POST',
    body,
  });
}
