import { useEffect, useRef } from 'react';
import { Alert, Button, Container, Spinner } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { SCREEN_OUT_REASON_MAX_LENGTH } from '@vvq/contracts';
import { paths } from '../../../config/paths';
import { leaveSite } from '../../../lib/leave-site';
import { getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { screenOutQueryOptions } from '../api/screen-out';

export const SCREEN_OUT_HEADING = 'You cannot take part in this study';

/** Navigation state of the screen-out route: any page that screens a participant out passes its reason. */
export interface ScreenOutState {
  reason: string;
}

function reasonFrom(state: unknown): string | null {
  const reason = (state as Partial<ScreenOutState> | null)?.reason;
  return typeof reason === 'string' && reason.trim()
    ? reason.trim().slice(0, SCREEN_OUT_REASON_MAX_LENGTH)
    : null;
}

/**
 * Screen-out (issue 10), reusable by every page that ends a participant's study (declined consent, a failed
 * environment check): `navigate(paths.screenOut, { state: { reason } })`. The reason is recorded and shown first; the
 * participant then continues to the screen-out URL with a button (no timer: reading takes as long as it takes).
 * Without a reason there is nothing to record: the route goes back to the dashboard.
 */
export function ScreenOutPage() {
  const reason = reasonFrom(useLocation().state);
  if (!reason) return <Navigate to={paths.dashboard} replace />;
  return <ScreenOut reason={reason} />;
}

function ScreenOut(props: { reason: string }) {
  const apiBase = useApiBase();
  const recorded = useQuery(screenOutQueryOptions(apiBase, getUserId() ?? '', props.reason));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const redirectUrl = recorded.data?.redirect_url ?? null;

  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 ref={headingRef} tabIndex={-1} className="mb-4">
        {SCREEN_OUT_HEADING}
      </h1>
      <Alert variant="info" data-testid="screen-out-reason">
        {props.reason}
      </Alert>
      <p>Thank you for your interest in the study.</p>
      {recorded.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Recording…</span>
        </Spinner>
      ) : recorded.error ? (
        <Alert variant="danger">{recorded.error.message}</Alert>
      ) : redirectUrl ? (
        <Button size="lg" onClick={() => leaveSite(redirectUrl)}>
          Continue
        </Button>
      ) : (
        <p>You may close this page now.</p>
      )}
    </Container>
  );
}
