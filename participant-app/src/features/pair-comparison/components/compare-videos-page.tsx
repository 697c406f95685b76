import { useEffect, useRef, useState } from 'react';
import { Alert, Col, Container, Row } from 'react-bootstrap';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  PARTICIPANT_CLOSED_MESSAGE,
  type EnvironmentCheckResult,
  type PairJudgementBody,
} from '@vvq/contracts';
import { ApiError, PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { getPanel, getUserId } from '../../../lib/session-storage';
import { markStudyClosed, studyClosedMessage } from '../../../lib/study-closed';
import { useApiBase } from '../../../lib/use-api-base';
import { EnvironmentCheckGate } from '../../environment-check';
import type { ScreenOutState } from '../../panel';
import { useT, wordApiMessage } from '../../../i18n/later-pages';
import { pairSessionQueryOptions } from '../api/start-pair-session';
import { submitPairJudgement } from '../api/submit-pair-judgement';
import { pairVideos } from '../utils/pair-videos';
import { PairCard } from './pair-card';

/** Live gating stopped the participant: the server refuses their judgement with the neutral text (as a rating). */
const isClosed = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  ApiError.messageOf(error.body) === PARTICIPANT_CLOSED_MESSAGE;

/**
 * Pair comparison (study setting method=pc): the participant's pairs, each judged once in every dimension. Like the
 * rating screen, a panel participant goes on to the completion code after the last pair, and a participant live
 * gating stopped sees the neutral text instead of the pairs (a panel participant is returned to the panel at once).
 */
export function CompareVideosPage() {
  const t = useT();
  const apiBase = useApiBase();
  const userId = getUserId();
  const navigate = useNavigate();
  const session = useQuery(pairSessionQueryOptions(apiBase, userId));
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  const [closedMessage, setClosedMessage] = useState<string | null>(studyClosedMessage);
  const closedRef = useRef<HTMLDivElement>(null);
  const pairs = session.data?.pairs ?? [];
  const done = (id: number) => sent.has(id) || pairs.some((p) => p.pair_trial_id === id && p.submitted);
  const allDone = pairs.length > 0 && pairs.every((p) => done(p.pair_trial_id));
  const finishedPanel = allDone && !closedMessage && getPanel() !== null;
  useEffect(() => {
    if (finishedPanel) navigate(paths.completion, { replace: true });
  }, [finishedPanel, navigate]);
  useEffect(() => {
    if (closedMessage) closedRef.current?.focus();
  }, [closedMessage]);

  if (closedMessage && getPanel() !== null) {
    const state: ScreenOutState = { reason: closedMessage, leaveAtOnce: true };
    return <Navigate to={paths.screenOut} replace state={state} />;
  }
  if (closedMessage)
    return (
      <Container className="py-4">
        <h1 className="mb-4">{t('pc.title')}</h1>
        <Alert variant="info" role="status" tabIndex={-1} ref={closedRef} data-testid="study-closed">
          {wordApiMessage(closedMessage)}
        </Alert>
      </Container>
    );
  if (session.isPending) return <PageSpinner label={t('pc.loading')} />;
  if (session.isError || !session.data)
    return (
      <Container className="py-4">
        <h1 className="mb-4">{t('pc.title')}</h1>
        <Alert variant="warning" role="alert">
          {t('pc.loadFailed')}
        </Alert>
      </Container>
    );
  const { allow_tie } = session.data;
  // As on the rating screen: a panel participant who fails the check is screened out with its reasons; a
  // participant who signed up keeps the reasons on the page and may run it again. The server refuses judgements
  // without a passed check anyway (403).
  const onFailed =
    getPanel() === null
      ? undefined
      : (result: EnvironmentCheckResult) => {
          const state: ScreenOutState = { reason: result.reasons.join(' ') };
          navigate(paths.screenOut, { state });
        };
  const send = async (id: number, body: PairJudgementBody) => {
    try {
      await submitPairJudgement(apiBase, id, body);
    } catch (error) {
      if (!isClosed(error)) throw error;
      markStudyClosed(PARTICIPANT_CLOSED_MESSAGE);
      setClosedMessage(PARTICIPANT_CLOSED_MESSAGE);
      return;
    }
    setSent((s) => new Set([...s, id]));
  };

  return (
    <EnvironmentCheckGate videos={pairVideos(pairs)} onFailed={onFailed}>
      <Container className="py-4">
        <h1 className="mb-3">{t('pc.title')}</h1>
        {allDone ? (
          <Alert variant="success" role="status" data-testid="pc-thank-you">
            {pairs.length === 1 ? t('pc.thankYouOne') : t('pc.thankYou', { count: pairs.length })}
          </Alert>
        ) : (
          <p className="lead">{t('pc.intro')}</p>
        )}
        <Row xs={1} className="g-4">
          {pairs.map((pair, index) => (
            <Col key={pair.pair_trial_id}>
              <PairCard
                title={t('pc.pairTitle', { number: index + 1 })}
                pair={pair}
                allowTie={allow_tie}
                done={done(pair.pair_trial_id)}
                onSubmit={(body) => send(pair.pair_trial_id, body)}
              />
            </Col>
          ))}
        </Row>
      </Container>
    </EnvironmentCheckGate>
  );
}
