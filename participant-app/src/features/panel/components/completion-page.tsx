import { useEffect, useRef } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import type { CompletionResponse } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { COMPLETION_REDIRECT_MS } from '../../../config/timings';
import { leaveSite } from '../../../lib/leave-site';
import { getPanel, getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { completionQueryOptions } from '../api/get-completion';
import { panelSiteName } from '../utils/panel-site';

export const COMPLETION_HEADING = 'Thank you — you have completed the study';
export const NOT_COMPLETE_HEADING = 'The study is not complete yet';

/**
 * After the last rating: the completion code, then the completion URL within a second when the study
 * has one. The heading takes the focus so a screen reader announces the end of the study at once.
 */
export function CompletionPage() {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const completion = useQuery(completionQueryOptions(apiBase, getUserId() ?? ''));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answered = completion.data !== undefined || completion.error !== null;

  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);

  const redirectUrl = completion.data?.complete ? completion.data.redirect_url : null;
  useEffect(() => {
    if (!redirectUrl) return;
    const timer = setTimeout(() => leaveSite(redirectUrl), COMPLETION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectUrl]);

  if (completion.isPending) return <PageSpinner label="Checking your ratings…" />;
  if (completion.data && !completion.data.complete && completion.data.screen_out_reason) {
    return <Navigate to={paths.screenOut} replace state={{ reason: completion.data.screen_out_reason }} />;
  }
  if (!completion.data?.complete) {
    return (
      <Container className="py-5" style={{ maxWidth: 720 }}>
        <h1 ref={headingRef} tabIndex={-1} className="mb-4">
          {NOT_COMPLETE_HEADING}
        </h1>
        <Alert variant="warning">{completion.error?.message ?? 'Please rate every video first.'}</Alert>
        <Button onClick={() => navigate(paths.dashboard)}>Back to the dashboard</Button>
      </Container>
    );
  }
  return <Completed completion={completion.data} headingRef={headingRef} />;
}

function Completed(props: {
  completion: CompletionResponse;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { code, redirect_url: redirectUrl } = props.completion;
  const destination = panelSiteName(getPanel());
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 ref={props.headingRef} tabIndex={-1} className="mb-4">
        {COMPLETION_HEADING}
      </h1>
      <p className="lead">Your ratings have been recorded.</p>
      {code && (
        <p>
          Your completion code: <strong data-testid="completion-code">{code}</strong>
        </p>
      )}
      {redirectUrl ? (
        <p role="status">
          Taking you back to {destination}… If nothing happens, <a href={redirectUrl}>continue here</a>.
        </p>
      ) : (
        <p>You may close this page now.</p>
      )}
    </Container>
  );
}
