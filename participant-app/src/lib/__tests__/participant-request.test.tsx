import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@vvq/ui';
import { TEST_API_BASE, mockApi } from '../../testing/mock-api';
import { loginAs, renderApp } from '../../testing/render-app';
import { SESSION_EXPIRED_EVENT, participantRequest } from '../participant-request';

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const unauthorized = {
  status: 401,
  body: { statusCode: 401, error: 'Invalid or expired token', message: 'x' },
};

describe('participantRequest', () => {
  it("passes answers through with the stored participant's token and keeps the session on other errors", async () => {
    loginAs();
    const api = mockApi({
      'GET /ok': { body: { a: 1 } },
      'GET /bad': { status: 403, body: { error: 'no' } },
    });
    await expect(participantRequest(TEST_API_BASE, '/ok')).resolves.toEqual({ a: 1 });
    await expect(participantRequest(TEST_API_BASE, '/bad')).rejects.toBeInstanceOf(ApiError);
    expect(api.calls[0].headers.Authorization).toBe('Bearer token-7');
    expect(sessionStorage.getItem('user_id')).toBe('7');
  });

  it('on 401 clears the participant session, announces it and rethrows', async () => {
    loginAs();
    mockApi({ 'GET /x': unauthorized });
    const listener = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    await expect(participantRequest(TEST_API_BASE, '/x')).rejects.toMatchObject({ status: 401 });
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('user_id')).toBeNull();
    expect(sessionStorage.getItem('user_token')).toBeNull();
  });

  it('a refused token on the dashboard sends the participant to /login', async () => {
    loginAs();
    mockApi({ 'GET /check-questionnaire/7': unauthorized, 'POST /v2/session/start': unauthorized });
    renderApp({ path: '/dashboard', withTopBar: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(screen.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
  });
});
