import { screen, within } from '@testing-library/react';
import type { AllocationOverviewResponse } from '@vvq/contracts';
import { mockApi } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';

const VIEW: AllocationOverviewResponse = {
  allocation: 'adaptive',
  target_half_width: 0.3,
  min_ratings: 8,
  max_ratings: 60,
  dimensions: ['clarity', 'interaction', 'depth', 'overall'],
  complete: false,
  videos_total: 2,
  videos_stopped: 1,
  share_done: 0.5,
  ratings_collected: 31,
  ratings_still_needed: 12,
  videos: [
    {
      video_id: 1,
      label: 'V1',
      ratings: 20,
      reserved: 0,
      half_width: 0.284,
      needed: 20,
      stopped_at: '2026-11-25T09:00:00Z',
    },
    { video_id: 2, label: 'V2', ratings: 11, reserved: 3, half_width: 0.41, needed: 23, stopped_at: null },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
});
afterEach(() => jest.restoreAllMocks());

describe('allocation view', () => {
  it('shows the share done, the forecast and each video against the target with its stop', async () => {
    mockApi({ 'GET /admin/allocation': { body: VIEW } });
    renderAdmin('/admin/allocation');
    const table = await screen.findByRole('table', { name: 'Videos against the target' });
    expect(screen.getByText('1 of 2 videos stopped (50 %)')).toBeInTheDocument();
    expect(screen.getByText('12 ratings still needed (31 collected)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Share of the catalogue done' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('± 0.28 / ± 0.30')).toBeInTheDocument();
    expect(within(rows[2]).getByText('± 0.41 / ± 0.30')).toBeInTheDocument();
    expect(within(rows[2]).getByText('No')).toBeInTheDocument();
    expect(screen.queryByText(/Complete:/)).not.toBeInTheDocument();
  });

  it('says when the study is complete', async () => {
    mockApi({
      'GET /admin/allocation': {
        body: { ...VIEW, complete: true, videos_stopped: 2, share_done: 1, ratings_still_needed: 0 },
      },
    });
    renderAdmin('/admin/allocation');
    expect(await screen.findByText(/Complete: every video has met the target/)).toBeInTheDocument();
  });
});
