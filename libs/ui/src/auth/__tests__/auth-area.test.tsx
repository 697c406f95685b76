import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import * as ReactQuery from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { QueryClientSourceProvider, createLoadedQueryClientSource } from '../../query/query-client-source';
import { authorizedRequest, isUnauthorized, withSessionExpiry, type AuthArea } from '../auth-area';
import { useSessionExpiredRedirect } from '../use-session-expired-redirect';

const EXPIRED = 'vvq:test-session-expired';

function testArea(token: string | null = 'tok-1') {
  const clearSession = jest.fn();
  const area: AuthArea = {
    readToken: () => token,
    clearSession,
    expiredEvent: EXPIRED,
    cacheScope: 'test-area',
  };
  return { area, clearSession };
}

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const realFetch = globalThis.fetch;
let announced: jest.Mock;
beforeEach(() => {
  announced = jest.fn();
  window.addEventListener(EXPIRED, announced);
});
afterEach(() => {
  window.removeEventListener(EXPIRED, announced);
  globalThis.fetch = realFetch;
});

describe('authorizedRequest', () => {
  it("sends the area's token, read at call time, and passes answers through", async () => {
    let token = 'first';
    const { area } = testArea();
    area.readToken = () => token;
    const fetchMock = answer(200, { a: 1 });
    await expect(authorizedRequest(area, 'http://h/api', '/x')).resolves.toEqual({ a: 1 });
    token = 'second';
    await authorizedRequest(area, 'http://h/api', '/x', { method: 'DELETE' });
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>).Authorization,
    );
    expect(headers).toEqual(['Bearer first', 'Bearer second']);
    expect(fetchMock.mock.calls[1][1]?.method).toBe('DELETE');
  });

  it('keeps the session on other failures', async () => {
    const { area, clearSession } = testArea();
    answer(403, { error: 'not yours' });
    await expect(authorizedRequest(area, 'http://h/api', '/x')).rejects.toMatchObject({
      status: 403,
      message: 'not yours',
    });
    expect(clearSession).not.toHaveBeenCalled();
    expect(announced).not.toHaveBeenCalled();
  });

  it('on 401 clears the session, announces it once and rethrows', async () => {
    const { area, clearSession } = testArea();
    answer(401, { error: 'Invalid or expired token' });
    const failure = authorizedRequest(area, 'http://h/api', '/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
  });
});

describe('withSessionExpiry', () => {
  it('handles a 401 of any call (downloads too) and leaves other errors alone', async () => {
    const { area, clearSession } = testArea();
    await expect(withSessionExpiry(area, async () => 'ok')).resolves.toBe('ok');
    const boom = new Error('boom');
    await expect(withSessionExpiry(area, () => Promise.reject(boom))).rejects.toBe(boom);
    expect(clearSession).not.toHaveBeenCalled();
    await expect(
      withSessionExpiry(area, () => Promise.reject(new ApiError(401, null, 'x'))),
    ).rejects.toMatchObject({ status: 401 });
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('isUnauthorized is true for a 401 ApiError only', () => {
    expect(isUnauthorized(new ApiError(401, null, 'x'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, null, 'x'))).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
});

describe('useSessionExpiredRedirect', () => {
  function Area() {
    useSessionExpiredRedirect({ expiredEvent: EXPIRED, cacheScope: 'test-area' }, '/area/login');
    return <p data-testid="where">{useLocation().pathname}</p>;
  }

  it("drops the area's cached answers and replaces the page with the login on an announced expiry", () => {
    const source = createLoadedQueryClientSource('test', ReactQuery);
    const client = source.current!.client;
    client.setQueryData(['test-area', 'list'], [1, 2]);
    client.setQueryData(['other-area', 'list'], [3]);
    render(
      <QueryClientSourceProvider source={source}>
        <MemoryRouter initialEntries={['/start', '/area/page']} initialIndex={1}>
          <Routes>
            <Route path="*" element={<Area />} />
          </Routes>
        </MemoryRouter>
      </QueryClientSourceProvider>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/area/page');
    act(() => {
      window.dispatchEvent(new Event(EXPIRED));
    });
    expect(screen.getByTestId('where').textContent).toBe('/area/login');
    expect(client.getQueryData(['test-area', 'list'])).toBeUndefined();
    expect(client.getQueryData(['other-area', 'list'])).toEqual([3]);
  });

  it('works without any query client loaded yet', () => {
    render(
      <MemoryRouter initialEntries={['/area/page']}>
        <Area />
      </MemoryRouter>,
    );
    act(() => {
      window.dispatchEvent(new Event(EXPIRED));
    });
    expect(screen.getByTestId('where').textContent).toBe('/area/login');
  });
});
