import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createdCharts } from '../../../testing/chart-double';
import { callsTo, listCalls, mockApi, pagedList, type ReplySpec } from '../../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../../testing/render-admin';
import { buildUserEventsSeries } from '../utils/user-events-series';

const USERS = [
  { id: 1, email: 'ann@example.org' },
  { id: 2, email: 'bob@example.org' },
];

function stubUsers(overrides: Record<string, ReplySpec> = {}) {
  return mockApi({
    'GET /admin/users': { body: USERS },
    'GET /admin/privacy': {
      body: { retention: { contact_messages_days: null, user_events_days: null }, consent: {} },
    },
    'GET /admin/user-events': {
      body: [
        { event_type: 'login', event_time: '2026-11-01T09:00:00' },
        { event_type: 'logout', event_time: '2026-11-01T10:00:00' },
        { event_type: 'login', event_time: '2026-11-02T09:00:00' },
        { event_type: 'login', event_time: '2026-11-02T11:00:00' },
      ],
    },
    ...overrides,
  });
}

let confirmSpy: jest.SpyInstance;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  sessionStorage.clear();
  signInAdmin();
  createdCharts.length = 0;
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function userRows() {
  const table = await screen.findByRole('table', { name: 'All Users' });
  return within(table).getAllByRole('row').slice(1);
}

describe('admin users', () => {
  it('shows Loading users... and then the table of ids and emails', async () => {
    stubUsers();
    renderAdmin('/admin/users');
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    const rows = await userRows();
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'ann@example.org', 'Delete Export data'],
      ['2', 'bob@example.org', 'Delete Export data'],
    ]);
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is declined', async () => {
    const fetchMock = stubUsers();
    confirmSpy.mockReturnValue(false);
    renderAdmin('/admin/users');
    fireEvent.click(within((await userRows())[0]).getByRole('button', { name: 'Delete' }));
    expect(confirmSpy).toHaveBeenCalledWith('Are you sure you want to delete this user?');
    expect(callsTo(fetchMock, 'DELETE', '/admin/users/1')).toHaveLength(0);
    expect(await userRows()).toHaveLength(2);
  });

  it('deletes after confirmation, alerts success and removes the row', async () => {
    let users = USERS;
    const fetchMock = stubUsers({
      'GET /admin/users': (init, path) => pagedList(users)(init, path),
      'DELETE /admin/users/1': () => {
        users = users.filter((u) => u.id !== 1);
        return { body: { message: 'deleted' } };
      },
    });
    renderAdmin('/admin/users');
    fireEvent.click(within((await userRows())[0]).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('User deleted successfully!'));
    expect(callsTo(fetchMock, 'DELETE', '/admin/users/1')).toHaveLength(1);
    // The page is read again from the server, which no longer has the user.
    expect(listCalls(fetchMock, '/admin/users')).toHaveLength(2);
    const rows = await userRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('bob@example.org');
  });

  it('alerts the server message when the delete fails with one', async () => {
    stubUsers({
      'DELETE /admin/users/1': {
        status: 404,
        body: { statusCode: 404, error: 'user not found', message: 'user not found' },
      },
    });
    renderAdmin('/admin/users');
    fireEvent.click(within((await userRows())[0]).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error deleting user: user not found'));
    expect(await userRows()).toHaveLength(2);
  });

  it('alerts the generic failure for a non-2xx answer without a message', async () => {
    stubUsers({ 'DELETE /admin/users/1': { status: 500, text: '' } });
    renderAdmin('/admin/users');
    fireEvent.click(within((await userRows())[0]).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to delete user. Please try again.'));
  });

  it('only logs a failed user list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubUsers({ 'GET /admin/users': { status: 500, body: { error: 'boom' } } });
    renderAdmin('/admin/users');
    expect(await screen.findByRole('table', { name: 'All Users' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('draws the login/logout chart 500 ms after the events arrive, y axis stepping by 1', async () => {
    jest.useFakeTimers();
    stubUsers();
    renderAdmin('/admin/users');
    // Let both responses arrive without moving the clock.
    await act(async () => {
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
    });
    expect(screen.queryByText('Loading users...')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(createdCharts).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(createdCharts).toHaveLength(1);
    const chart = createdCharts[0].config as unknown as {
      type: string;
      data: { labels: string[]; datasets: { label: string; data: number[] }[] };
      options: { scales: { y: { ticks: { stepSize: number } } } };
    };
    expect(chart.type).toBe('line');
    expect(chart.data.labels).toEqual(['2026-11-01', '2026-11-02']);
    expect(chart.data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['Login', [1, 2]],
      ['Logout', [1, 0]],
    ]);
    expect(chart.options.scales.y.ticks.stepSize).toBe(1);
  });
});

describe('buildUserEventsSeries', () => {
  it('skips unknown types and unparseable times', () => {
    const series = buildUserEventsSeries([
      { event_type: 'login', event_time: 'not a date' },
      { event_type: 'other' as 'login', event_time: '2026-11-01T09:00:00' },
      { event_type: 'logout', event_time: '2026-11-03T09:00:00' },
    ]);
    expect(series).toEqual({ labels: ['2026-11-03'], logins: [0], logouts: [1] });
    expect(buildUserEventsSeries(null)).toEqual({ labels: [], logins: [], logouts: [] });
  });

  it('pages a large list 100 rows at a time on the server and filters there, debounced, from page 1', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, email: `p${i + 1}@example.org` }));
    const fetchMock = stubUsers({
      'GET /admin/users': pagedList(many, (u, q) => String(u.id) === q || u.email.includes(q.toLowerCase())),
    });
    renderAdmin('/admin/users');
    expect(await userRows()).toHaveLength(100);
    expect(screen.getByTestId('pager-range')).toHaveTextContent('Showing 1–100 of 150');
    fireEvent.click(screen.getByLabelText('Next page'));
    await waitFor(async () =>
      expect((await userRows()).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(
        many.slice(100).map((u) => String(u.id)),
      ),
    );
    expect(screen.getByTestId('pager-range')).toHaveTextContent('Showing 101–150 of 150');
    // Typing sends one request once the typing pauses, and starts again from page 1.
    for (const text of ['P', 'P4', 'P42@EXAMPLE'])
      fireEvent.change(screen.getByLabelText('Filter users'), { target: { value: text } });
    await waitFor(async () =>
      expect((await userRows()).map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
        'p42@example.org',
      ]),
    );
    expect(listCalls(fetchMock, '/admin/users')).toEqual([
      '/admin/users?limit=100&offset=0',
      '/admin/users?limit=100&offset=100',
      '/admin/users?limit=100&offset=0&q=P42%40EXAMPLE',
    ]);
    fireEvent.change(screen.getByLabelText('Filter users'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(screen.getByLabelText('Filter users')).toHaveValue('nobody');
  });
});
