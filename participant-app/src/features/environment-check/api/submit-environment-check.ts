import { useMutation } from '@tanstack/react-query';
import { ApiRoutes, type EnvironmentCheckRequest, type EnvironmentCheckResult } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';
import { useApiBase } from '../../../lib/use-api-base';

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

/** The measured environment through the screen's QueryClient (never retried, as every mutation). */
export function useSubmitEnvironmentCheck() {
  const apiBase = useApiBase();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: EnvironmentCheckRequest }) =>
      submitEnvironmentCheck(apiBase, userId, body),
  });
}
