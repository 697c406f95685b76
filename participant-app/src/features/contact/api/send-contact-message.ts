import { useMutation } from '@tanstack/react-query';
import { ApiRoutes, type ContactRequest, type ContactResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';
import { useApiBase } from '../../../lib/use-api-base';

/** Fields may be missing on a misbehaving server; the page checks `message` (spec: 'Submission failed.'). */
export function sendContactMessage(
  apiBase: string,
  body: ContactRequest,
): Promise<Partial<ContactResponse> | null> {
  return participantRequest<Partial<ContactResponse> | null>(apiBase, ApiRoutes.contact, {
    method: 'POST',
    body,
  });
}

/** The contact message through the page's QueryClient (never retried: it would reach the researchers twice). */
export function useSendContactMessage() {
  const apiBase = useApiBase();
  return useMutation({ mutationFn: (body: ContactRequest) => sendContactMessage(apiBase, body) });
}
