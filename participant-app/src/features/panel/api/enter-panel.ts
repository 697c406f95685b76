import { useMutation } from '@tanstack/react-query';
import { ApiRoutes, type PanelEnterRequest, type PanelEnterResponse } from '@vvq/contracts';
import { apiRequest } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';

/** POST /panel/enter: no token yet; the answer is a login's (the page stores it the same way). */
export function enterPanel(apiBase: string, body: PanelEnterRequest): Promise<PanelEnterResponse> {
  return apiRequest<PanelEnterResponse>(apiBase, ApiRoutes.panelEnter, { method: 'POST', body });
}

/** The panel entry through the page's QueryClient (never retried, as every mutation). */
export function useEnterPanel() {
  const apiBase = useApiBase();
  return useMutation({ mutationFn: (body: PanelEnterRequest) => enterPanel(apiBase, body) });
}
