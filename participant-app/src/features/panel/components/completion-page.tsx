import { useCallback, useEffect } from 'react';
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
import { en, LinkedText, useT, wordApiMessage } from '../../../i18n/later-pages';

export const COMPLETION_HEADING = en['completion.heading'];
export const NOT_COMPLETE_HEADING = en['completion.notComplete'];

/**
 * After the last rating: the completion code, then the completion URL within a second when the study
 * has one. The heading takes the focus so a screen reader announces the end of the study at once.
 */
export function CompletionPage() {
  const apiBase = useApiBase();
  const navigate = useNavigate();
  const t = useT();
  const completion = useQuery(completionQueryOptions(apiBase, getUserId() ?? ''));
  // Each heading takes the focus as it mounts (both are shown only once the server has answered), rather than an
  // effect keyed on "answered": that ran once, so a heading mounted later (a suspended render, the other heading
  // after a second answer) was left unfocused, as a browser test on a loaded machine saw.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  const redirectUrl = completion.data?.complete ? completion.data.redirect_url : null;
  useEffect(() => {
    if (!redirectUrl) return;
    const timer = setTimeout(() => leaveSite(redirectUrl), COMPLETION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectUrl]);

  if (completion.isPending) return <PageSpinner label={t('completion.checking')} />;
  if (completion.data && !completion.data.complete && completion.data.screen_out_reason) {
    return <Navigate to={paths.screenOut} replace state={{ reason: completion.data.screen_out_reason }} />;
  }
  if (!completion.data?.complete) {
    return (
      <Container className="py-5" style={{ maxWidth: 720 }}>
        <h1 ref={headingRef} tabIndex={-1} className="mb-4">
          {t('completion.notComplete')}
        </h1>
        <Alert variant="warning">
          {wordApiMessage(completion.error?.message) ?? t('completion.rateFirst')}
        </Alert>
        <Button onClick={() => navigate(paths.dashboard)}>{t('completion.back')}</Button>
      </Container>
    );
  }
  return <Completed completion={completion.data} headingRef={headingRef} />;
}

function Completed(props: {
  completion: CompletionResponse;
  headingRef: (heading: HTMLHeadingElement | null) => void;
}) {
  const { code, redirect_url: redirectUrl } = props.completion;
  const t = useT();
  const destination = panelSiteName(getPanel());
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 ref={props.headingRef} tabIndex={-1} className="mb-4">
        {t('completion.heading')}
      </h1>
      <p className="lead">{t('completion.recorded')}</p>
      {code && (
        <p>
          {t('completion.code')} <strong data-testid="completion-code">{code}</strong>
        </p>
      )}
      {redirectUrl ? (
        <p role="status">
          <LinkedText
            text={t('common.takingYouBack', { destination })}
            link={(words) => <a href={redirectUrl}>{words}</a>}
          />
        </p>
      ) : (
        <p>{t('common.mayClose')}</p>
      )}
    </Container>
  );
}
