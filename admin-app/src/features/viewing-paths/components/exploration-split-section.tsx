import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form } from 'react-bootstrap';
import {
  EXPLORATION_SPLIT_FIGURES,
  type DescriptiveStats,
  type ExplorationSplitFigure,
  type ExplorationSplitStimulus,
} from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { explorationSplitQueryOptions } from '../api/get-exploration-split';

export const FIGURE_LABELS: Record<ExplorationSplitFigure, string> = {
  angular_path_deg: 'Angle travelled around the content',
  azimuth_coverage_deg: 'Share of the circle seen (azimuth sectors)',
  interacting_share: 'Share of time moving the view',
  control_events: 'Control gestures',
};

const stat = (x: number | null | undefined, d = 2) =>
  x === null || x === undefined || !Number.isFinite(x) ? '—' : x.toFixed(d);
const mosCi = (g: DescriptiveStats) =>
  g.mos === null
    ? '—'
    : g.ci95_low === null
      ? stat(g.mos)
      : `${stat(g.mos)} (${stat(g.ci95_low)} – ${stat(g.ci95_high)})`;

/**
 * The overall MOS of each volumetric stimulus for its viewers who explored little (at or below the stimulus's
 * median of the chosen figure) and much (above it), each with its 95 % interval.
 */
export function ExplorationSplitSection() {
  const apiBase = useApiBase();
  const [figure, setFigure] = useState<ExplorationSplitFigure>(EXPLORATION_SPLIT_FIGURES[0]);
  const split = useQuery(explorationSplitQueryOptions(apiBase, figure));
  return (
    <section className="mb-4" aria-labelledby="exploration-split-heading">
      <h2 className="h5" id="exploration-split-heading">
        MOS by how much viewers explored
      </h2>
      <p className="text-muted small">
        Overall score per volumetric stimulus, split at the stimulus&apos;s median of the figure: low = at or
        below the median (viewers who never moved are always here), high = above it. MOS with its 95 %
        interval.
      </p>
      <Form.Group controlId="exploration-split-figure" className="mb-2" style={{ maxWidth: '24rem' }}>
        <Form.Label>Exploration figure</Form.Label>
        <Form.Select
          value={figure}
          onChange={(e) => setFigure(e.currentTarget.value as ExplorationSplitFigure)}
        >
          {EXPLORATION_SPLIT_FIGURES.map((f) => (
            <option key={f} value={f}>
              {FIGURE_LABELS[f]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {split.error && <Alert variant="danger">{split.error.message}</Alert>}
      {split.data && (
        <DataTable
          label="MOS by exploration per stimulus"
          columns={[
            { key: 'video', header: 'Video ID', cell: (r: ExplorationSplitStimulus) => r.video_id },
            { key: 'label', header: 'Label', cell: (r: ExplorationSplitStimulus) => r.label },
            { key: 'trials', header: 'Trials', cell: (r: ExplorationSplitStimulus) => r.trials },
            { key: 'median', header: 'Median', cell: (r: ExplorationSplitStimulus) => stat(r.median) },
            { key: 'low-n', header: 'Low N', cell: (r: ExplorationSplitStimulus) => r.low.n },
            {
              key: 'low',
              header: 'Low MOS (95 % CI)',
              cell: (r: ExplorationSplitStimulus) => mosCi(r.low),
              cellProps: () => ({ className: 'text-nowrap' }),
            },
            { key: 'high-n', header: 'High N', cell: (r: ExplorationSplitStimulus) => r.high.n },
            {
              key: 'high',
              header: 'High MOS (95 % CI)',
              cell: (r: ExplorationSplitStimulus) => mosCi(r.high),
              cellProps: () => ({ className: 'text-nowrap' }),
            },
          ]}
          rows={split.data.stimuli}
          rowKey={(r) => r.video_id}
          empty={<p>No volumetric stimulus has a rated trial with a viewing path yet.</p>}
        />
      )}
    </section>
  );
}
