import { ApiRoutes, type PanelEnterRequest, type PanelEnterResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';

/** POST /panel/enter: no token yet; the answer is a login's (the page stores it the same way). */
export function enterPanel(apiBase: string, body: PanelEnterRequest): Promise<PanelEnterResponse> {
  return apiRequest<PanelEnterResponse>(apiBase, ApiRoutes.panelEnter, { method: 'POST', body });
}
