import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PerVideoStat } from '@vvq/contracts';
import { createdCharts } from '../../../testing/chart-double';
import { mockApi, type MockReply } from '../../../testing/mock-api';
import { renderAdmin, settle, signInAdmin } from '../../../testing/render-admin';
import { topRatedVideos } from '../components/top-rated-videos';

function video(id: number, count: number): PerVideoStat {
  return {
    video_id: id,
    content: `content${id}`,
    view: 'front',
    compression_type: 'texture',
    qp: '30',
    ratings_count: count,
  };
}

function stubDashboard(overrides: Record<string, MockReply> = {}) {
  return mockApi({
    'GET /admin/user-count': { body: { count: 42 } },
    'GET /admin/video-rating-stats': {
      body: {
        summary: { total_videos: 8448, videos_rated: 120, videos_unrated: 8328, total_ratings: 480 },
        perVideo: Array.from({ length: 12 }, (_, i) => video(i + 1, i === 3 ? 50 : i)),
      },
    },
    'GET /admin/feedback': { body: { labels: ['Clarity', 'Depth'], scores: [3.5, 4] } },
    'GET /admin/user-growth': { body: { labels: ['2026-11-01', '2026-11-02'], values: [1, 3] } },
    ...overrides,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  createdCharts.length = 0;
});

describe('admin dashboard', () => {
  it('shows the heading, the five spec navigation cards (plus Analysis) and the four stat cards', async () => {
    stubDashboard();
    renderAdmin('/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    for (const title of ['Users', 'Videos', 'Feedback', 'Contact Messages', 'Questionaire']) {
      expect(screen.getByRole('link', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByTestId('stat-User Count')).toHaveTextContent('42'));
    expect(screen.getByTestId('stat-Videos Rated')).toHaveTextContent('120 / 8448');
    expect(screen.getByTestId('stat-Videos Unrated')).toHaveTextContent('8328');
    expect(screen.getByTestId('stat-Total Ratings')).toHaveTextContent('480');
  });

  it('names the unit under pair comparison: pair judgements, videos judged', async () => {
    stubDashboard({
      'GET /admin/video-rating-stats': {
        body: {
          summary: { total_videos: 6, videos_rated: 4, videos_unrated: 2, total_ratings: 9, method: 'pc' },
          perVideo: Array.from({ length: 6 }, (_, i) => video(i + 1, i)),
        },
      },
    });
    renderAdmin('/admin/dashboard');
    await waitFor(() => expect(screen.getByTestId('stat-Pair Judgements')).toHaveTextContent('9'));
    expect(screen.getByTestId('stat-Videos Judged')).toHaveTextContent('4 / 6');
    expect(screen.getByTestId('stat-Videos Not Judged')).toHaveTextContent('2');
    expect(screen.queryByTestId('stat-Total Ratings')).not.toBeInTheDocument();
  });

  it.each([
    ['Users', '/admin/users'],
    ['Videos', '/admin/videos'],
    ['Feedback', '/admin/view-feedback'],
    ['Contact Messages', '/admin/messages'],
    ['Questionaire', '/admin/questionaire-list'],
    ['Analysis', '/admin/analysis'],
    ['Study settings', '/admin/study-settings'],
    ['Quality control', '/admin/quality'],
  ])('the %s card goes to %s', async (title, target) => {
    stubDashboard();
    renderAdmin('/admin/dashboard');
    await screen.findByTestId('stat-User Count');
    fireEvent.click(screen.getByRole('link', { name: new RegExp(`^${title}`) }));
    expect(screen.getByTestId('location')).toHaveTextContent(target);
    await settle();
  });

  it('draws both charts with their dataset labels and destroys them on leaving', async () => {
    stubDashboard();
    const view = renderAdmin('/admin/dashboard');
    await waitFor(() => expect(createdCharts).toHaveLength(2));
    const bar = createdCharts.find((c) => c.config.type === 'bar')!;
    const line = createdCharts.find((c) => c.config.type === 'line')!;
    expect(bar.config.data.datasets[0].label).toBe('Feedback Score');
    expect(bar.config.data.labels).toEqual(['Clarity', 'Depth']);
    expect(bar.config.data.datasets[0].data).toEqual([3.5, 4]);
    expect(line.config.data.datasets[0].label).toBe('User Growth Over Time');
    expect(line.config.data.datasets[0].data).toEqual([1, 3]);
    expect(screen.queryByText('No feedback data yet.')).not.toBeInTheDocument();
    view.unmount();
    expect(createdCharts.every((c) => c.destroyed)).toBe(true);
  });

  it.each([
    [
      { labels: [], scores: [1] },
      { labels: ['a'], values: [] },
    ],
    [
      { labels: ['a'], scores: [] },
      { labels: [], values: [2] },
    ],
  ])('shows the empty texts when labels or data are empty', async (feedback, growth) => {
    stubDashboard({ 'GET /admin/feedback': { body: feedback }, 'GET /admin/user-growth': { body: growth } });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('No feedback data yet.')).toBeInTheDocument();
    expect(screen.getByText('No growth data for the selected period.')).toBeInTheDocument();
    await screen.findByTestId('stat-User Count');
    expect(createdCharts).toHaveLength(0);
  });

  it('lists the 10 most rated videos, most rated first, with working buttons', async () => {
    stubDashboard();
    renderAdmin('/admin/dashboard');
    const table = await screen.findByRole('table', { name: 'Top Rated Videos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '4', 'content4', 'front', 'texture', '30', '50', 'View feedback']);
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'View feedback' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/view-feedback/4');
    await settle();
  });

  it('has a Go to Videos button and says No videos found. without rows', async () => {
    stubDashboard({ 'GET /admin/video-rating-stats': { body: { summary: {}, perVideo: [] } } });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('No videos found.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Videos' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/videos');
    await settle();
  });

  it('only logs a failed statistics call and keeps the other figures', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubDashboard({ 'GET /admin/video-rating-stats': { status: 500, body: { error: 'boom' } } });
    renderAdmin('/admin/dashboard');
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error fetching admin stats', expect.anything()));
    expect(screen.getByTestId('stat-User Count')).toHaveTextContent('42');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('topRatedVideos', () => {
  it('keeps the server order for ties and ignores a missing list', () => {
    expect(topRatedVideos([video(1, 2), video(2, 5), video(3, 2)]).map((v) => v.video_id)).toEqual([2, 1, 3]);
    expect(topRatedVideos(undefined)).toEqual([]);
  });
});
