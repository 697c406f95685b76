import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionKeys } from '@vvq/contracts';
import { callsTo, mockApi } from '../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../testing/render-admin';

const EMPTY_DASHBOARD = {
  'GET /admin/user-count': { body: { count: 0 } },
  'GET /admin/video-rating-stats': { body: { summary: {}, perVideo: [] } },
  'GET /admin/feedback': { body: { labels: [], scores: [] } },
  'GET /admin/user-growth': { body: { labels: [], values: [] } },
};

beforeEach(() => sessionStorage.clear());

describe('admin routes and guard', () => {
  it('shows the entry screen at /admin without a session, with a button to the login', () => {
    mockApi({});
    renderAdmin('/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Admin Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  });

  it.each([
    '/admin/dashboard',
    '/admin/users',
    '/admin/videos',
    '/admin/view-feedback',
    '/admin/view-feedback/5',
    '/admin/messages',
    '/admin/questionaire-list',
    '/admin/questionnaire/2',
    '/admin/study-settings',
  ])('redirects a visitor without an admin session from %s to /admin/login', (path) => {
    const fetchMock = mockApi({});
    renderAdmin(path);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs both admin_id and admin_name', () => {
    mockApi({});
    sessionStorage.setItem(SessionKeys.adminId, '1');
    renderAdmin('/admin/dashboard');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  });

  it('sends unknown admin paths to /admin', () => {
    mockApi({});
    renderAdmin('/admin/no-such-screen');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('sends the admin token with every admin call', async () => {
    signInAdmin('grace', 'tok-xyz');
    const fetchMock = mockApi(EMPTY_DASHBOARD);
    renderAdmin('/admin/dashboard');
    await screen.findByText('No videos found.');
    expect(callsTo(fetchMock, 'GET', '/admin/user-count')[0].headers.Authorization).toBe('Bearer tok-xyz');
  });

  it('clears the admin session and goes to the login on a 401', async () => {
    signInAdmin();
    mockApi({ ...EMPTY_DASHBOARD, 'GET /admin/users': { status: 401, body: { error: 'Unauthorized' } } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin('/admin/users');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    for (const key of [
      SessionKeys.adminId,
      SessionKeys.adminName,
      SessionKeys.adminToken,
      SessionKeys.adminLoginTime,
    ]) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });
});

describe('admin top bar', () => {
  it('offers only a Login link when logged out', () => {
    mockApi({});
    renderAdmin('/admin');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/admin/login');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VVQ Admin' })).toHaveAttribute('href', '/admin');
  });

  it('welcomes the admin in upper case and logs out clearing every admin key', () => {
    signInAdmin('grace hopper');
    sessionStorage.setItem(SessionKeys.userId, '99');
    mockApi(EMPTY_DASHBOARD);
    renderAdmin('/admin');
    expect(screen.getByTestId('admin-welcome')).toHaveTextContent('Welcome, GRACE HOPPER');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    for (const key of [
      SessionKeys.adminId,
      SessionKeys.adminName,
      SessionKeys.adminToken,
      SessionKeys.adminLoginTime,
    ]) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    // The participant's session is not the admin bar's business.
    expect(sessionStorage.getItem(SessionKeys.userId)).toBe('99');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the logged-in bar with admin_id alone, as the spec words it', () => {
    mockApi({});
    sessionStorage.setItem(SessionKeys.adminId, '4');
    renderAdmin('/admin');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-welcome')).toHaveTextContent('Welcome,');
  });

  it('marks who provided the runtime config', () => {
    mockApi({});
    renderAdmin('/admin');
    expect(screen.getByTestId('admin-top-bar')).toHaveAttribute('data-runtime-config', 'default');
  });
});
