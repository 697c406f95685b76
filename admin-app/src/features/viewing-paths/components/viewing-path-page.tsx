import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Container, Form, Table } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { useApiBase } from '../../../lib/use-api-base';
import { viewingPathQueryOptions, viewingSummaryQueryOptions } from '../api/get-viewing-path';
import { ExplorationSplitSection } from './exploration-split-section';
import { ReplayView } from './replay-view';
import { ViewHistogram } from './view-histogram';

const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(0)} %`);
const num = (x: number | null, d = 1) => (x === null ? '–' : x.toFixed(d));

/** Volumetric stimuli: replay a trial's viewing path and see where everyone looked from on its stimulus. */
export function ViewingPathPage() {
  const params = useParams();
  const navigate = useNavigate();
  const apiBase = useApiBase();
  const trialId = Number(params.trialId);
  const valid = Number.isInteger(trialId) && trialId > 0;
  const [entered, setEntered] = useState(valid ? String(trialId) : '');
  const path = useQuery({ ...viewingPathQueryOptions(apiBase, trialId), enabled: valid });
  const summary = useQuery({
    ...viewingSummaryQueryOptions(apiBase, path.data?.video_id ?? 0),
    enabled: !!path.data,
  });

  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Viewing paths</h1>
      <Form
        className="d-flex gap-2 align-items-end mb-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d+$/.test(entered.trim())) navigate(paths.viewingPath(entered.trim()));
        }}
      >
        <Form.Group controlId="viewing-path-trial">
          <Form.Label>Trial id</Form.Label>
          <Form.Control
            value={entered}
            inputMode="numeric"
            onChange={(e) => setEntered(e.currentTarget.value)}
          />
        </Form.Group>
        <Button type="submit">Show</Button>
      </Form>
      {valid && path.isPending && <PageSpinner label="Loading the viewing path" />}
      {valid && path.error && <Alert variant="warning">No viewing path was recorded for this trial.</Alert>}
      {path.data && (
        <>
          <h2 className="h5">
            Trial {path.data.trial_id}: participant {path.data.participant_id},{' '}
            {path.data.video_label ?? 'stimulus'} ({path.data.video_id})
          </h2>
          {path.data.stimulus_url ? (
            <ReplayView
              key={path.data.trial_id}
              stimulusUrl={path.data.stimulus_url}
              poseLog={path.data.pose_log}
            />
          ) : (
            <Alert variant="warning">The stimulus has no media URL any more.</Alert>
          )}
          <Table size="sm" className="mt-3 w-auto" aria-label="Exploration figures of this trial">
            <tbody>
              <tr>
                <th scope="row">Used the controls</th>
                <td>
                  {path.data.figures.touched ? `yes (${path.data.figures.control_events} gestures)` : 'never'}
                </td>
              </tr>
              <tr>
                <th scope="row">Share of time moving the view</th>
                <td>{pct(path.data.figures.interacting_share)}</td>
              </tr>
              <tr>
                <th scope="row">Angle travelled around the content</th>
                <td>{num(path.data.figures.angular_path_deg, 0)}°</td>
              </tr>
              <tr>
                <th scope="row">Share of the circle seen (10° sectors)</th>
                <td>{num(path.data.figures.azimuth_coverage_deg, 0)}°</td>
              </tr>
              <tr>
                <th scope="row">Distance range (zoom)</th>
                <td>{num(path.data.figures.distance_range, 2)}</td>
              </tr>
              <tr>
                <th scope="row">Mean distance</th>
                <td>{num(path.data.figures.mean_distance, 2)}</td>
              </tr>
              <tr>
                <th scope="row">Samples, median interval</th>
                <td>
                  {path.data.figures.samples}, {num(path.data.figures.median_interval_ms)} ms
                </td>
              </tr>
              <tr>
                <th scope="row">Dropped frames</th>
                <td>{path.data.dropped_frames ?? '–'}</td>
              </tr>
            </tbody>
          </Table>
          {summary.data && (
            <section className="mt-4" aria-labelledby="viewing-summary-heading">
              <h2 className="h5" id="viewing-summary-heading">
                Where viewers looked from on this stimulus ({summary.data.trials} trials,{' '}
                {summary.data.untouched} never used the controls; mean interacting share{' '}
                {pct(summary.data.mean_interacting_share)})
              </h2>
              <ViewHistogram summary={summary.data} />
            </section>
          )}
        </>
      )}
      <ExplorationSplitSection />
    </Container>
  );
}
