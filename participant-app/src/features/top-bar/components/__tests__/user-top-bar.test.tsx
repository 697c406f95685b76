import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';

beforeEach(() => sessionStorage.clear());

describe('UserTopBar', () => {
  it('shows Login and Contact when logged out, and the runtime config provider', () => {
    renderApp({ path: '/login', withTopBar: true });
    const bar = screen.getByTestId('user-top-bar');
    expect(bar).toHaveAttribute('data-runtime-config', 'test');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('welcomes a logged-in participant in upper case with Dashboard and Logout', () => {
    loginAs(7, 'ada lovelace');
    mockApi({});
    renderApp({ path: '/contact', withTopBar: true });
    expect(screen.getByText('Welcome, ADA LOVELACE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /VVQ/ })).toHaveAttribute('href', '/');
  });

  it('logout sends the event with keepalive and the token, clears the session and goes to /login', async () => {
    loginAs(7, 'ada', 'tok-7');
    sessionStorage.setItem('assignedVideos', '[]');
    sessionStorage.setItem('admin_id', '1');
    const api = mockApi({ 'POST /log-logout-event/7': { body: { message: 'ok' } } });
    renderApp({ path: '/contact', withTopBar: true });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    const [call] = api.callsTo('POST /log-logout-event/7');
    expect(call.keepalive).toBe(true);
    expect(call.headers.Authorization).toBe('Bearer tok-7');
    for (const key of ['user_id', 'user_name', 'loginTime', 'user_token', 'assignedVideos']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('admin_id')).toBe('1');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('only logs a failed logout event', async () => {
    loginAs();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /log-logout-event/7': { status: 500, body: { error: 'down' } } });
    renderApp({ path: '/contact', withTopBar: true });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Logout event failed', expect.anything()));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    error.mockRestore();
  });

  it('closes the expanded menu on an outside click', () => {
    renderApp({ path: '/login', withTopBar: true });
    const toggle = screen.getByRole('button', { name: /toggle navigation/i });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByTestId('user-top-bar'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
