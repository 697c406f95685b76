import { useEffect, useRef } from 'react';
import { Alert, Button, Container, Spinner } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { SCREEN_OUT_REASON_MAX_LENGTH } from '@vvq/contracts';
import { paths } from '../../../config/paths';
import { COMPLETION_REDIRECT_MS } from '../../../config/timings';
import { leaveSite } from '../../../lib/leave-site';
import { getPanel, getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { screenOutQueryOptions } from '../api/screen-out';
import { panelSiteName } from '../utils/panel-site';
import { en, LinkedText, useT, wordApiMessage } from '../../../i18n/later-pages';

export const SCREEN_OUT_HEADING = en['screenOut.heading'];

/** Navigation state of the screen-out route: any page that screens a participant out passes its reason. */
export interface ScreenOutState {
  reason: string;
  /**
   * Leave for the screen-out URL at once (a link stays for a blocked redirect) instead of waiting for Continue: for
   * an end the participant did not choose and has nothing to read up on (live gating, a device that cannot take
   * part), where waiting on the page only strands them.
   */
  leaveAtOnce?: boolean;
}

function reasonFrom(state: unknown): string | null {
  const reason = (state as Partial<ScreenOutState> | null)?.reason;
  return typeof reason === 'string' && reason.trim()
    ? reason.trim().slice(0, SCREEN_OUT_REASON_MAX_LENGTH)
    : null;
}

/**
 * Screen-out, reusable by every page that ends a participant's study (declined consent, a failed
 * environment check): `navigate(paths.screenOut, { state: { reason } })`. The reason is recorded and shown first; the
 * participant then continues to the screen-out URL with a button (no timer: reading takes as long as it takes), or,
 * with `leaveAtOnce`, is taken there within a second with a link beside. Without a reason there is nothing to record: the route goes back to the dashboard.
 */
export function ScreenOutPage() {
  const state = useLocation().state as Partial<ScreenOutState> | null;
  const reason = reasonFrom(state);
  if (!reason) return <Navigate to={paths.dashboard} replace />;
  return <ScreenOut reason={reason} leaveAtOnce={state?.leaveAtOnce === true} />;
}

function ScreenOut(props: { reason: string; leaveAtOnce: boolean }) {
  const apiBase = useApiBase();
  const recorded = useQuery(screenOutQueryOptions(apiBase, getUserId() ?? '', props.reason));
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const redirectUrl = recorded.data?.redirect_url ?? null;
  const leavingAtOnce = props.leaveAtOnce && redirectUrl !== null;
  // The same short pause as after completion: the heading is announced before the page goes.
  useEffect(() => {
    if (!leavingAtOnce || !redirectUrl) return;
    const timer = setTimeout(() => leaveSite(redirectUrl), COMPLETION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leavingAtOnce, redirectUrl]);

  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 ref={headingRef} tabIndex={-1} className="mb-4">
        {t('screenOut.heading')}
      </h1>
      <Alert variant="info" data-testid="screen-out-reason">
        {wordApiMessage(props.reason)}
      </Alert>
      <p>{t('screenOut.thanks')}</p>
      {recorded.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('screenOut.recording')}</span>
        </Spinner>
      ) : recorded.error ? (
        <Alert variant="danger">{wordApiMessage(recorded.error.message)}</Alert>
      ) : leavingAtOnce && redirectUrl ? (
        <p role="status">
          <LinkedText
            text={t('common.takingYouBack', { destination: panelSiteName(getPanel()) })}
            link={(words) => <a href={redirectUrl}>{words}</a>}
          />
        </p>
      ) : redirectUrl ? (
        <Button size="lg" onClick={() => leaveSite(redirectUrl)}>
          {t('common.continue')}
        </Button>
      ) : (
        <p>{t('common.mayClose')}</p>
      )}
    </Container>
  );
}
