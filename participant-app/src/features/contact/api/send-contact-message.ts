import { ApiRoutes, type ContactRequest, type ContactResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

export function sendContactMessage(
  apiBase: string,
  body: ContactRequest,
  token: string | null,
): Promise<Partial<ContactResponse> | null> {
  return apiRequest<Partial<ContactResponse> | null>(apiBase, ApiRoutes.contact, { method: 'POST', body, token });
}
