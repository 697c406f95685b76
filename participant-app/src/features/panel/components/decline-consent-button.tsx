import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { DECLINED_CONSENT_REASON } from '@vvq/contracts';
import { paths } from '../../../config/paths';
import { getPanel } from '../../../lib/session-storage';
import type { ScreenOutState } from './screen-out-page';
import { useT } from '../../../i18n';

/**
 * A panel participant who does not consent must be able to say so (the panel then closes their
 * submission), so beside the consent box they get "I do not agree", which screens them out with that reason.
 * Participants who signed up see the spec's form unchanged.
 */
export function DeclineConsentButton() {
  const navigate = useNavigate();
  const t = useT();
  if (getPanel() === null) return null;
  const state: ScreenOutState = { reason: DECLINED_CONSENT_REASON };
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      className="mt-2"
      onClick={() => navigate(paths.screenOut, { state })}
    >
      {t('questionnaire.declineConsent')}
    </Button>
  );
}
