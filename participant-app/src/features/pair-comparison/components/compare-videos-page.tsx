import { useState } from 'react';
import { Alert, Col, Container, Row } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import type { PairJudgementBody } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { getUserId } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { useT } from '../../../i18n';
import { pairSessionQueryOptions } from '../api/start-pair-session';
import { submitPairJudgement } from '../api/submit-pair-judgement';
import { PairCard } from './pair-card';

/** Pair comparison (study setting method=pc): the participant's pairs, each judged once in every dimension. */
export function CompareVideosPage() {
  const t = useT();
  const apiBase = useApiBase();
  const userId = getUserId();
  const session = useQuery(pairSessionQueryOptions(apiBase, userId));
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());

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
  const { pairs, allow_tie } = session.data;
  const done = (id: number) => sent.has(id) || pairs.some((p) => p.pair_trial_id === id && p.submitted);
  const allDone = pairs.length > 0 && pairs.every((p) => done(p.pair_trial_id));
  const send = async (id: number, body: PairJudgementBody) => {
    await submitPairJudgement(apiBase, id, body);
    setSent((s) => new Set([...s, id]));
  };

  return (
    <Container className="py-4">
      <h1 className="mb-3">{t('pc.title')}</h1>
      {allDone ? (
        <Alert variant="success" role="status" data-testid="pc-thank-you">
          {t('pc.thankYou', { count: pairs.length })}
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
  );
}
