import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ExplorationSplitResponse } from '@vvq/contracts';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { signInAdmin, TestQueryScope } from '../../../testing/render-admin';
import { ExplorationSplitSection } from '../components/exploration-split-section';

// The section on its own: the page around it loads three's Draco decoder files, which jest cannot import.
const renderSection = () =>
  render(
    <TestQueryScope>
      <ExplorationSplitSection />
    </TestQueryScope>,
  );

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});

const SPLIT: ExplorationSplitResponse = {
  dimension: 'overall',
  figure: 'angular_path_deg',
  flagged: 'exclude',
  stimuli: [
    {
      video_id: 4,
      label: 'bunny_R3',
      content: 'bunny',
      qp: 'R3',
      trials: 5,
      median: 77.233,
      low: { n: 3, mos: 2.5, sd: 0.5, ci95_low: 1.934, ci95_high: 3.066 },
      high: { n: 1, mos: 4, sd: null, ci95_low: null, ci95_high: null },
    },
  ],
};

describe('MOS by exploration on the viewing-paths screen', () => {
  it('shows each stimulus split at its median, and asks again for another figure', async () => {
    const fetchMock = mockApi({ 'GET /admin/analysis/exploration-split': { body: SPLIT } });
    renderSection();
    const table = await screen.findByRole('table', { name: 'MOS by exploration per stimulus' });
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['4', 'bunny_R3', '5', '77.23', '3', '2.50 (1.93 – 3.07)', '1', '4.00']);
    expect(
      callsTo(fetchMock, 'GET', '/admin/analysis/exploration-split?figure=angular_path_deg'),
    ).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Exploration figure'), { target: { value: 'control_events' } });
    await screen.findByRole('table', { name: 'MOS by exploration per stimulus' });
    expect(callsTo(fetchMock, 'GET', '/admin/analysis/exploration-split?figure=control_events')).toHaveLength(
      1,
    );
  });

  it('says so when no volumetric trial has been rated', async () => {
    mockApi({ 'GET /admin/analysis/exploration-split': { body: { ...SPLIT, stimuli: [] } } });
    renderSection();
    expect(
      await screen.findByText('No volumetric stimulus has a rated trial with a viewing path yet.'),
    ).toBeInTheDocument();
  });
});
