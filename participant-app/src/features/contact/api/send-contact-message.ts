import { ApiRoutes, type ContactRequest, type ContactResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

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
