import { ApiRoutes, type ContactRequest, type ContactResponse } from '@vvq/contracts';
import { participantRequest } from '../../../lib/participant-request';

export function sendContactMessage(
  apiBase: string,
  body: ContactRequest,
  token: string | null,
): Promise<Partial<ContactResponse> | null> {
  return participantRequest<Partial<ContactResponse> | null>(apiBase, ApiRoutes.contact, { method: 'POST', body, token });
}
