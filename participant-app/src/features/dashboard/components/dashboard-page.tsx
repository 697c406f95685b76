import { useEffect, useRef } from 'react';
import { Alert, Button, Container, Spinner } from 'react-bootstrap';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { focusInView } from '../../../lib/focus-in-view';
import { getPanel, getUserName } from '../../../lib/session-storage';
import type { ScreenOutState } from '../../panel';
import { EnvironmentRequirementsNotice, RequirementsFirstGate } from '../../environment-check';
import { useDashboard } from '../hooks/use-dashboard';
import { en, useT, wordApiMessage } from '../../../i18n/later-pages';
import { ItuGuideCard } from './itu-guide-card';

export const CONTACT_LINE = en['dashboard.contactLine'];
export const CONTACT_LINK = en['dashboard.contactLink'];

/**
 * The first page after a login or a panel entry. With the environment check on, its requirements come first: a panel
 * participant whose device cannot take part is screened out before anything else (the dashboard's session start
 * included), and everyone else reads the requirements above the questionnaire button.
 */
export function DashboardPage() {
  return (
    <RequirementsFirstGate>
      <Dashboard />
    </RequirementsFirstGate>
  );
}

function Dashboard() {
  const navigate = useNavigate();
  const t = useT();
  const {
    hasSubmitted,
    checkingQuestionnaire,
    preparingVideos,
    studyComplete,
    unavailable,
    rateVideos,
    closedMessage,
    pairComparison,
  } = useDashboard();
  const userName = (getUserName() ?? '').toUpperCase();
  const unavailableRef = useRef<HTMLDivElement>(null);
  // The button the participant clicked only changes its label back: move them to the reason.
  useEffect(() => {
    if (unavailable) focusInView(unavailableRef.current, 'center');
  }, [unavailable]);

  // Live gating: a panel participant goes back to the panel as screened out, as from the rating screen.
  if (closedMessage && getPanel() !== null) {
    const state: ScreenOutState = { reason: closedMessage, leaveAtOnce: true };
    return <Navigate to={paths.screenOut} replace state={state} />;
  }

  return (
    <Container className="py-5" style={{ maxWidth: 860 }}>
      <h1 className="mb-4">{t('dashboard.welcome', { name: userName })}</h1>
      <ItuGuideCard />
      {checkingQuestionnaire && !hasSubmitted ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
        </Spinner>
      ) : closedMessage ? (
        // Live gating: a neutral text, no further videos, never the reason.
        <Alert variant="info" role="status" data-testid="study-closed">
          {wordApiMessage(closedMessage)}
        </Alert>
      ) : hasSubmitted ? (
        <div className="text-center">
          {studyComplete ? (
            <p className="lead" data-testid="study-complete">
              {t('dashboard.studyComplete')}
            </p>
          ) : (
            <>
              <p className="lead">{t('dashboard.thanksQuestionnaire')}</p>
              <Button
                size="lg"
                variant="primary"
                disabled={preparingVideos}
                onClick={() => void rateVideos()}
              >
                {preparingVideos
                  ? t('dashboard.preparing')
                  : pairComparison
                    ? t('dashboard.compareVideos')
                    : t('dashboard.rateVideos')}
              </Button>
              {unavailable && (
                <Alert
                  variant="warning"
                  className="mt-3 text-start"
                  role="alert"
                  data-testid="videos-unavailable"
                  ref={unavailableRef}
                  tabIndex={-1}
                >
                  {unavailable}
                </Alert>
              )}
            </>
          )}
          <p className="mt-4 mb-2">{t('dashboard.distortionPrompt')}</p>
          <Button variant="outline-secondary" onClick={() => navigate(paths.distortionExamples)}>
            {t('dashboard.sampleVideos')}
          </Button>
        </div>
      ) : (
        <div className="text-center">
          <EnvironmentRequirementsNotice />
          <Button size="lg" variant="primary" onClick={() => navigate(paths.questionnaire)}>
            {t('dashboard.submitQuestionnaire')}
          </Button>
        </div>
      )}
      {/* Withdrawing consent must be easy to find: the team deletes a participant's data on request. */}
      <p className="mt-5 mb-0 text-center" data-testid="contact-line">
        {t('dashboard.contactLine')} <Link to={paths.contact}>{t('dashboard.contactLink')}</Link>.
      </p>
    </Container>
  );
}
