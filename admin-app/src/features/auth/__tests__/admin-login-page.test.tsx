import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionKeys } from '@vvq/contracts';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAdmin, settle } from '../../../testing/render-admin';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('admin login', () => {
  it('refuses a malformed email and an empty password without calling the server', () => {
    const fetchMock = mockApi({});
    renderAdmin('/admin/login');
    fillAndSubmit('not-an-email', '');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the admin session and token, shows success and goes to the dashboard after 2 s', async () => {
    jest.useFakeTimers();
    const fetchMock = mockApi({
      'POST /admin/login': { body: { admin_id: 3, name: 'Ada', token: 'tok-123' } },
      'GET /admin/user-count': { body: { count: 0 } },
      'GET /admin/video-rating-stats': { body: { summary: {}, perVideo: [] } },
      'GET /admin/feedback': { body: { labels: [], scores: [] } },
      'GET /admin/user-growth': { body: { labels: [], values: [] } },
    });
    renderAdmin('/admin/login');
    fillAndSubmit(' ada@example.org ', 'secret');

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/admin/login')[0].body).toEqual({
      email: 'ada@example.org',
      password: 'secret',
    });
    expect(sessionStorage.getItem(SessionKeys.adminId)).toBe('3');
    expect(sessionStorage.getItem(SessionKeys.adminName)).toBe('Ada');
    expect(sessionStorage.getItem(SessionKeys.adminToken)).toBe('tok-123');
    expect(sessionStorage.getItem(SessionKeys.adminLoginTime)).toBeTruthy();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
    await settle();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('reports a response without admin_id and stores nothing', async () => {
    mockApi({ 'POST /admin/login': { body: { name: 'Ada' } } });
    renderAdmin('/admin/login');
    fillAndSubmit('ada@example.org', 'secret');
    expect(await screen.findByText('Login failed: No admin ID returned from server.')).toBeInTheDocument();
    expect(sessionStorage.getItem(SessionKeys.adminId)).toBeNull();
  });

  it.each([401, 400, 500])('shows the generic credentials error on a %i', async (status) => {
    mockApi({
      'POST /admin/login': { status, body: { statusCode: status, error: 'Nope', message: 'Nope' } },
    });
    renderAdmin('/admin/login');
    fillAndSubmit('ada@example.org', 'wrong');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(sessionStorage.getItem(SessionKeys.adminId)).toBeNull();
  });
});
