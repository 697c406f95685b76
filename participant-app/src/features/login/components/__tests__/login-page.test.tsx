import { act, fireEvent, screen } from '@testing-library/react';
import { mockApi } from '../../../../testing/mock-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterEach(() => jest.useRealTimers());

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('links to Sign Up', () => {
    renderApp({ path: '/login' });
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('stores id, name, login time and token, then goes to /dashboard after 2 seconds', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem('hasSubmitted', 'true'); // a previous participant's flag
    const api = mockApi({
      'POST /login': { body: { user_id: 42, name: 'grace', token: 'jwt-42' } },
      'GET /check-questionnaire/42': { body: { hasSubmitted: false } },
      'POST /v2/session/start': { body: { sessionId: 1, videos: [] } },
    });
    renderApp({ path: '/login' });
    submit('grace@example.com');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ email: 'grace@example.com' });
    expect(sessionStorage.getItem('user_id')).toBe('42');
    expect(sessionStorage.getItem('user_name')).toBe('grace');
    expect(sessionStorage.getItem('user_token')).toBe('jwt-42');
    expect(sessionStorage.getItem('loginTime')).toBeTruthy();
    expect(sessionStorage.getItem('hasSubmitted')).toBeNull();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    // Let the dashboard finish its own loading so nothing updates after the test.
    expect(await screen.findByRole('button', { name: 'Submit Questionnaire' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown email', { status: 404, body: { statusCode: 404, error: 'User not found', message: 'x' } }],
    ['a server error', { status: 500, body: { statusCode: 500, error: 'Internal', message: 'x' } }],
    ['a network failure', { networkError: true }],
  ])('shows "Invalid email" for %s', async (_label, reply) => {
    mockApi({ 'POST /login': reply });
    renderApp({ path: '/login' });
    submit('who@example.com');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(sessionStorage.getItem('user_id')).toBeNull();
  });

  it('refuses a response without user_id', async () => {
    mockApi({ 'POST /login': { body: { name: 'x', token: 't' } } });
    renderApp({ path: '/login' });
    submit('x@example.com');
    expect(await screen.findByText('Login failed: No user ID returned from server.')).toBeInTheDocument();
    expect(sessionStorage.getItem('user_id')).toBeNull();
  });
});
