import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { AdminVideoRow, DeclaredGoldPair } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { VideoSelect } from './video-select';
import { declareGoldPair, GOLD_PAIRS_KEY, goldPairsQueryOptions, withdrawGoldPair } from '../api/gold-pairs';

const side = (label: string, id: number) => `${label} (#${id})`;
const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : 'The change failed.');

/**
 * Pair comparison only (the page shows it under method pc): the gold pairs the lab declares itself, two videos of one content and the one a participant
 * should choose. While any is declared, sessions draw their gold pairs from these instead of the reference pairs
 * (docs/experimenter/quality-control.md). The server checks every rule; the form only collects the two ids.
 */
export function GoldPairsCard({ videos }: { videos: readonly AdminVideoRow[] }) {
  const apiBase = useApiBase();
  const id = useId();
  const queryClient = useQueryClient();
  const pairs = useQuery(goldPairsQueryOptions(apiBase));
  const [winner, setWinner] = useState('');
  const [other, setOther] = useState('');
  const [status, setStatus] = useState<{ text: string; failed: boolean }>({ text: '', failed: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: GOLD_PAIRS_KEY });
  const declare = useMutation({
    mutationFn: () =>
      declareGoldPair(apiBase, { winner_video_id: Number(winner), other_video_id: Number(other) }),
    onSuccess: (pair) => {
      setStatus({
        text: `Declared: ${side(pair.winner_label, pair.winner_video_id)} wins against ${side(pair.other_label, pair.other_video_id)}.`,
        failed: false,
      });
      void refresh();
    },
    onError: (e) => {
      if (!isUnauthorized(e)) setStatus({ text: errorText(e), failed: true });
    },
  });
  const withdraw = useMutation({
    mutationFn: (pair: DeclaredGoldPair) => withdrawGoldPair(apiBase, pair.pair_id),
    onSuccess: (_answer, pair) => {
      setStatus({
        text: `Withdrawn: ${side(pair.winner_label, pair.winner_video_id)} against ${side(pair.other_label, pair.other_video_id)}.`,
        failed: false,
      });
      void refresh();
    },
    onError: (e) => {
      if (!isUnauthorized(e)) setStatus({ text: errorText(e), failed: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    declare.mutate();
  };
  return (
    <Card className="mb-4">
      <Card.Body>
        <Form onSubmit={submit} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="h5">
            Declare a gold pair
          </h2>
          <p className="text-muted small">
            Two videos of one content and the one participants should choose. While any pair is declared, gold
            pairs are drawn from these instead of the reference pairs.
          </p>
          <Row className="g-3 align-items-end">
            <Col md={5}>
              <VideoSelect
                controlId={`${id}-winner`}
                label="Winner"
                value={winner}
                onChange={setWinner}
                videos={videos}
              />
            </Col>
            <Col md={5}>
              <VideoSelect
                controlId={`${id}-other`}
                label="Other video"
                value={other}
                onChange={setOther}
                videos={videos}
              />
            </Col>
            <Col md={2}>
              <Button type="submit" disabled={declare.isPending}>
                Declare
              </Button>
            </Col>
          </Row>
        </Form>
        <p
          role="status"
          aria-live="polite"
          className={`mt-2 ${status.failed ? 'text-danger' : 'text-muted'}`}
        >
          {status.text}
        </p>
        {pairs.error && <Alert variant="danger">Failed to load the declared gold pairs.</Alert>}
        <DataTable
          label="Declared gold pairs"
          columns={[
            { key: 'content', header: 'Content', cell: (p: DeclaredGoldPair) => p.content },
            { key: 'winner', header: 'Winner', cell: (p) => side(p.winner_label, p.winner_video_id) },
            { key: 'other', header: 'Other video', cell: (p) => side(p.other_label, p.other_video_id) },
            {
              key: 'withdraw',
              header: '',
              cell: (p) => (
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(p)}
                >
                  Withdraw
                </Button>
              ),
            },
          ]}
          rows={pairs.data ?? []}
          rowKey={(p) => String(p.pair_id)}
          empty={<p className="text-muted">None declared: gold pairs are the reference pairs.</p>}
        />
      </Card.Body>
    </Card>
  );
}
