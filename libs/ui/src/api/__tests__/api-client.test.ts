/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiRequest, apiResponse } from '../api-client';
import { ApiError } from '../api-error';

function respond(status: number, body: string) {
  return jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and returns the parsed body', async () => {
    const fetchMock = respond(200, '{"user_id":7,"name":"ann"}');
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const result = await apiRequest<{ user_id: number }>('http://h/api', '/login', {
      body: { email: 'a@b.c' },
      token: 't0k',
    });
    expect(result.user_id).toBe(7);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://h/api/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });

  it('uses GET without a body and returns null for an empty answer', async () => {
    const fetchMock = respond(200, '');
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(apiRequest('http://h/api', '/admin/users')).resolves.toBeNull();
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('GET');
  });

  it('turns a non-2xx answer into an ApiError carrying the server text', async () => {
    globalThis.fetch = respond(
      409,
      '{"statusCode":409,"error":"Email already registered","message":"Email already registered"}',
    ) as unknown as typeof fetch;
    const error = await apiRequest('http://h/api', '/signup', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('Email already registered');
    expect((error as ApiError).errorField).toBe('Email already registered');
  });

  it('reports a network failure as status 0', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = (await apiRequest('http://h/api', '/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });
});

describe('ApiError.messageOf', () => {
  it('prefers error, then message, then joins a message list', () => {
    expect(ApiError.messageOf({ error: 'a', message: 'b' })).toBe('a');
    expect(ApiError.messageOf({ message: 'b' })).toBe('b');
    expect(ApiError.messageOf({ message: ['x', 'y'] })).toBe('x; y');
    expect(ApiError.messageOf('text')).toBeUndefined();
  });
});

describe('apiResponse', () => {
  it('hands back the parsed body and the response headers (a paged list total)', async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('[1,2]', { status: 200, headers: { 'X-Total-Count': '42' } }),
    ) as unknown as typeof fetch;
    const { data, headers } = await apiResponse<number[]>('http://h/api', '/admin/users?limit=2');
    expect(data).toEqual([1, 2]);
    expect(headers?.get('x-total-count')).toBe('42');
  });
});
