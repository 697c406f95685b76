import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SessionKeys } from '@vvq/contracts';
import { callsTo, mockApi } from '../../testing/mock-api';
import { renderAdmin, signInAdmin } from '../../testing/render-admin';

const ADMIN_KEYS = [
  SessionKeys.adminId,
  SessionKeys.adminName,
  SessionKeys.adminToken,
  SessionKeys.adminLoginTime,
];

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

function expectLoggedOut() {
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  for (const key of ADMIN_KEYS) expect(sessionStorage.getItem(key)).toBeNull();
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
}

describe('admin top bar: ending sessions on the server', () => {
  it('Logout ends this token on the server (POST /admin/logout with it) and clears the session at once', async () => {
    signInAdmin('grace', 'tok-here');
    const fetchMock = mockApi({ 'POST /admin/logout': { body: { message: 'Logged out' } } });
    renderAdmin('/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    // Local and immediate, as the spec has it; the server call carries the token read before it was cleared.
    expectLoggedOut();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/admin/logout')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/admin/logout')[0].headers.Authorization).toBe('Bearer tok-here');
  });

  it('Logout still logs out locally when the server call fails (the failure is only logged)', async () => {
    signInAdmin();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /admin/logout': { status: 500, body: { error: 'boom' } } });
    renderAdmin('/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expectLoggedOut();
    await waitFor(() => expect(log).toHaveBeenCalled());
  });

  it('Log out everywhere asks the server to end every token of this admin, then clears the session', async () => {
    signInAdmin('grace', 'tok-all');
    const fetchMock = mockApi({
      'POST /admin/logout-everywhere': { body: { message: 'Logged out everywhere' } },
    });
    renderAdmin('/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expectLoggedOut();
    const calls = callsTo(fetchMock, 'POST', '/admin/logout-everywhere');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBe('Bearer tok-all');
  });

  it('Log out everywhere that fails keeps this session and says the other sessions may still be open', async () => {
    signInAdmin();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({ 'POST /admin/logout-everywhere': { status: 503, body: { error: 'Database unavailable' } } });
    renderAdmin('/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Could not log out everywhere: Database unavailable. Your other sessions may still be open.',
      ),
    );
    expect(sessionStorage.getItem(SessionKeys.adminToken)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('offers neither button when logged out', () => {
    mockApi({});
    renderAdmin('/admin');
    expect(screen.queryByRole('button', { name: 'Log out everywhere' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
