import { ApiRoutes, type PanelLinkSignaturesResponse } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** The server signs with the stored secret, which the admin area never reads back. */
export function signPanelLinks(
  apiBase: string,
  participantIds: string[],
): Promise<PanelLinkSignaturesResponse> {
  return adminRequest<PanelLinkSignaturesResponse>(apiBase, ApiRoutes.admin.panelLinkSignatures, {
    method: 'POST',
    body: { panel: 'sona', participant_ids: participantIds },
  });
}
