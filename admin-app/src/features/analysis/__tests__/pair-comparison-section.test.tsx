import { fireEvent, screen, within } from '@testing-library/react';
import type { LivePairComparisonResponse, PairComparisonResponse } from '@vvq/contracts';
import { analysis, DEFAULT_PATH } from './analysis-fixture';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

const stimulus = (id: string, score: number, wins: number) => ({
  stimulus: id,
  score,
  std: 0.25,
  ci95_low: score - 0.49,
  ci95_high: score + 0.49,
  sureal_std: 0.2,
  sureal_ci95_low: score - 0.39,
  sureal_ci95_high: score + 0.39,
  wins,
  judgements: 6,
});

const scale = (model: 'bt' | 'thurstone'): PairComparisonResponse => ({
  method: 'pc',
  model,
  converged: true,
  iterations: 7,
  identifiable: true,
  screening: false,
  judgements: 9,
  ties: 1,
  stimuli: [stimulus('11', -0.8, 1.5), stimulus('12', -1.2, 2), stimulus('13', -1.4, 1.5)],
  observers: [],
  excluded: [],
});

const live = (model: 'bt' | 'thurstone'): LivePairComparisonResponse => ({
  method: 'pc',
  model,
  dimensions: { clarity: null, interaction: null, depth: null, overall: scale(model) },
});

const settings = (method: string) => ({ body: { settings: { method }, sources: {} } });

describe('pair comparison on the analysis screen', () => {
  it('shows the scale per video for a pc study, and asks again with the model chosen', async () => {
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      'GET /admin/study-settings': settings('pc'),
      'GET /admin/analysis/pc': (_init, path) => ({
        body: live(path.includes('thurstone') ? 'thurstone' : 'bt'),
      }),
    });
    renderAdmin('/admin/analysis');
    const table = await screen.findByRole('table', { name: 'Pair comparison scale per video' });
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['11', '-0.800', '-1.290 – -0.310', '1.5', '6']);
    expect(screen.getByTestId('pc-fit')).toHaveTextContent(
      '9 judgements (1 ties, counted half a win each); converged after 7 iterations.',
    );
    expect(callsTo(fetchMock, 'GET', '/admin/analysis/pc?model=bt')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Scaling model'), { target: { value: 'thurstone' } });
    await screen.findByRole('option', { name: /Thurstone/, selected: true });
    expect(await screen.findByRole('table', { name: 'Pair comparison scale per video' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/admin/analysis/pc?model=thurstone')).toHaveLength(1);
  });

  it('stays out of the way of an ACR study (the spec journey)', async () => {
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      'GET /admin/study-settings': settings('acr'),
    });
    renderAdmin('/admin/analysis');
    await screen.findByTestId('analysis-Ratings');
    expect(screen.queryByRole('table', { name: 'Pair comparison scale per video' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/admin/analysis/pc?model=bt')).toHaveLength(0);
  });

  it('shows the observer screening, and keeps the flagged observers in when the switch is off', async () => {
    const observer = (name: string, z: number, flagged: boolean) => ({
      observer: name,
      judgements: 10,
      z,
      circular_triads: flagged ? 2 : 0,
      complete_triads: 10,
      flagged,
    });
    const screened = (on: boolean): LivePairComparisonResponse => ({
      ...live('bt'),
      dimensions: {
        clarity: null,
        interaction: null,
        depth: null,
        overall: {
          ...scale('bt'),
          screening: on,
          observers: [observer('obs-a', 0.4, false), observer('obs-b', -4.2, true)],
          excluded: on ? ['obs-b'] : [],
        },
      },
    });
    const fetchMock = mockApi({
      [`GET ${DEFAULT_PATH}`]: { body: analysis() },
      'GET /admin/study-settings': settings('pc'),
      'GET /admin/analysis/pc': (_init, path) => ({ body: screened(!path.includes('screening=off')) }),
    });
    renderAdmin('/admin/analysis');
    const table = await screen.findByRole('table', { name: 'Pair comparison observers' });
    const row = within(table).getAllByRole('row')[2];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['obs-b', '10', '-4.200', '2 of 10', 'Flagged, left out']);
    expect(screen.getByTestId('pc-screening')).toHaveTextContent(
      '1 observer flagged (likelihood z below −2.576); 1 left out of the scale above.',
    );
    fireEvent.click(screen.getByLabelText('Leave out the observers the screening flags'));
    expect(await screen.findByText('Flagged')).toBeInTheDocument();
    expect(screen.getByTestId('pc-screening')).toHaveTextContent('kept in the scale (screening off)');
    expect(callsTo(fetchMock, 'GET', '/admin/analysis/pc?model=bt&screening=off')).toHaveLength(1);
  });
});
