import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@vvq/contracts';
import { createdCharts } from '../../../testing/chart-double';
import { listCalls, mockApi, pagedList } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { buildUserEventsSeries } from '../utils/user-events-series';

/** The server's answer, newest first as asked (order=desc): one event a day, day i at 09:00 local time. */
function eventsNewestFirst(count: number): UserEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(2026, 0, 1 + (count - 1 - i), 9, 0, 0);
    return { event_type: i % 2 ? 'logout' : 'login', event_time: day.toISOString() };
  });
}

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  createdCharts.length = 0;
});
afterEach(() => jest.restoreAllMocks());

function chartLabels(): string[] {
  const chart = createdCharts[createdCharts.length - 1].config as unknown as { data: { labels: string[] } };
  return chart.data.labels;
}

describe('user events chart paged on the server', () => {
  it('asks for the newest 1000 events with the total, and pages to older ones', async () => {
    const events = eventsNewestFirst(1500);
    const fetchMock = mockApi({
      'GET /admin/users': { body: [] },
      'GET /admin/privacy': {
        body: { retention: { contact_messages_days: null, user_events_days: null }, consent: {} },
      },
      'GET /admin/user-events': pagedList(events),
    });
    renderAdmin('/admin/users');
    const pages = await screen.findByRole('navigation', { name: 'User events pages' });
    await waitFor(() => expect(createdCharts).toHaveLength(1), { timeout: 2000 });
    expect(within(pages).getByTestId('pager-range')).toHaveTextContent('Showing 1–1000 of 1500');
    // The newest page's days, oldest first on the axis.
    expect(chartLabels()).toEqual(buildUserEventsSeries(events.slice(0, 1000)).labels);
    expect(chartLabels()).toHaveLength(1000);
    fireEvent.click(within(pages).getByLabelText('Next page'));
    await waitFor(() =>
      expect(within(pages).getByTestId('pager-range')).toHaveTextContent('Showing 1001–1500 of 1500'),
    );
    await waitFor(() => expect(chartLabels()).toHaveLength(500), { timeout: 2000 });
    expect(chartLabels()).toEqual(buildUserEventsSeries(events.slice(1000)).labels);
    expect(chartLabels()[0]).toBe('2026-01-01');
    expect(listCalls(fetchMock, '/admin/user-events')).toEqual([
      '/admin/user-events?limit=1000&offset=0&order=desc',
      '/admin/user-events?limit=1000&offset=1000&order=desc',
    ]);
  });

  it('shows no pager while every event fits on one page', async () => {
    mockApi({
      'GET /admin/users': { body: [] },
      'GET /admin/privacy': {
        body: { retention: { contact_messages_days: null, user_events_days: null }, consent: {} },
      },
      'GET /admin/user-events': pagedList(eventsNewestFirst(3)),
    });
    renderAdmin('/admin/users');
    await waitFor(() => expect(createdCharts).toHaveLength(1), { timeout: 2000 });
    expect(screen.queryByRole('navigation', { name: 'User events pages' })).not.toBeInTheDocument();
  });
});
