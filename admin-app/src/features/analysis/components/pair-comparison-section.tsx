import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import type { PairModel, PairScaleRow, RatingDimension } from '@vvq/contracts';
import { DataTable, saveBlob } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../../study-settings';
import { downloadPairExport, type PairExport } from '../api/download-pair-export';
import { pairComparisonQueryOptions } from '../api/get-pair-comparison';
import { formatInterval, formatStat } from '../utils/format-stat';
import { PairObserversTable } from './pair-observers-table';

const MODEL_NAMES: Record<PairModel, string> = {
  bt: 'Bradley–Terry (ln strength, Σ strength = 1)',
  thurstone: 'Thurstone Case V (SD units, mean 0)',
};

/**
 * Pair-comparison studies: the scale of each video from the stored judgements of the chosen dimension, by
 * Bradley–Terry or Thurstone Case V maximum likelihood with the default 95 % interval (observed information), and
 * the observer screening (flagged observers left out unless the switch is off).
 * Shown only when the study's method is pc. docs/experimenter/test-methods.md.
 */
export function PairComparisonSection({ dimension }: { dimension: RatingDimension }) {
  const apiBase = useApiBase();
  const settings = useQuery(studySettingsQueryOptions(apiBase));
  const on = settings.data?.settings.method === 'pc';
  const [model, setModel] = useState<PairModel>('bt');
  const [screening, setScreening] = useState(true);
  const scale = useQuery(pairComparisonQueryOptions(apiBase, model, on, screening));
  const [exportNote, setExportNote] = useState('');
  if (!on) return null;
  const download = async (kind: PairExport) => {
    setExportNote('');
    try {
      const { blob, filename } = await downloadPairExport(apiBase, kind, dimension);
      saveBlob(blob, filename);
      setExportNote(`Saved ${filename}.`);
    } catch (e) {
      setExportNote(`The export failed: ${e instanceof Error ? e.message : 'unknown error'}`);
    }
  };
  const result = scale.data?.dimensions[dimension] ?? null;
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">Pair comparison: {dimension}</h2>
        <Form.Group className="mb-3" controlId="pc-model" style={{ maxWidth: 420 }}>
          <Form.Label>Scaling model</Form.Label>
          <Form.Select value={model} onChange={(e) => setModel(e.target.value as PairModel)}>
            {(Object.keys(MODEL_NAMES) as PairModel[]).map((m) => (
              <option key={m} value={m}>
                {MODEL_NAMES[m]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check
          type="switch"
          id="pc-screening"
          className="mb-3"
          label="Leave out the observers the screening flags"
          checked={screening}
          onChange={(e) => setScreening(e.target.checked)}
        />
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button variant="outline-secondary" size="sm" onClick={() => void download('pcRawCsv')}>
            Download judgements (CSV)
          </Button>
          <Button variant="outline-secondary" size="sm" onClick={() => void download('pcSureal')}>
            Download sureal PC dataset ({dimension})
          </Button>
        </div>
        {exportNote && (
          <p role="status" className="small">
            {exportNote}
          </p>
        )}
        {scale.isPending && <p>Scaling the judgements…</p>}
        {scale.error && <Alert variant="danger">{scale.error.message}</Alert>}
        {scale.data && !result && <p className="text-muted">No pair has been judged yet.</p>}
        {result && (
          <>
            <p data-testid="pc-fit">
              {result.judgements} judgements ({result.ties} ties, counted half a win each);{' '}
              {result.converged ? 'converged' : 'did not converge'} after {result.iterations} iterations
              {result.identifiable ? '' : '; some videos never lost (or never won): no finite scale yet'}.
            </p>
            <DataTable
              label="Pair comparison scale per video"
              columns={[
                { key: 'video', header: 'Video ID', cell: (r: PairScaleRow) => r.stimulus },
                { key: 'score', header: 'Score', cell: (r: PairScaleRow) => formatStat(r.score) },
                {
                  key: 'ci',
                  header: '95 % CI',
                  cell: (r: PairScaleRow) => formatInterval(r.ci95_low, r.ci95_high),
                },
                { key: 'wins', header: 'Wins', cell: (r: PairScaleRow) => String(r.wins) },
                { key: 'n', header: 'Judgements', cell: (r: PairScaleRow) => String(r.judgements) },
              ]}
              rows={result.stimuli}
              rowKey={(r) => r.stimulus}
            />
            <PairObserversTable result={result} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
