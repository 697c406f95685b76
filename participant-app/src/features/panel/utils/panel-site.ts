import type { Panel } from '@vvq/contracts';
import { t } from '../../../i18n';

const PANEL_SITES: Readonly<Record<Panel, string>> = { prolific: 'Prolific', mturk: 'MTurk', sona: 'SONA' };

/** Where "Taking you back to …" goes: the participant's panel by name, or a neutral phrase without one. */
export function panelSiteName(panel: Panel | null): string {
  return panel ? PANEL_SITES[panel] : t('completion.panelFallback');
}
