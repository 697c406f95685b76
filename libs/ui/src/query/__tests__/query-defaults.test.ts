import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../../api/api-error';
import { UnexpectedResponseError } from '../../api/unexpected-response';
import { isTransientFailure, logFailedQuery, queryClientDefaults, retryRead } from '../query-defaults';

describe('retryRead', () => {
  it('tries a read once more after a network failure or a server error', () => {
    expect(retryRead(0, new ApiError(0, null, 'Failed to fetch'))).toBe(true);
    expect(retryRead(0, new ApiError(500, null, 'x'))).toBe(true);
    expect(retryRead(0, new ApiError(503, null, 'x'))).toBe(true);
  });

  it('never a second time', () => {
    expect(retryRead(1, new ApiError(500, null, 'x'))).toBe(false);
    expect(retryRead(1, new ApiError(0, null, 'x'))).toBe(false);
  });

  it('never after a 4xx answer, a wrong body shape or an error of the page itself', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(retryRead(0, new ApiError(status, null, 'x'))).toBe(false);
    expect(retryRead(0, new UnexpectedResponseError('videos'))).toBe(false);
    expect(retryRead(0, new Error('No user_id in sessionStorage'))).toBe(false);
    expect(isTransientFailure(undefined)).toBe(false);
  });
});

describe('queryClientDefaults', () => {
  it('never refetches behind the user, never pauses offline and never repeats a mutation', () => {
    expect(queryClientDefaults.queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      networkMode: 'always',
      retry: retryRead,
    });
    expect(queryClientDefaults.mutations).toEqual({ retry: false, networkMode: 'always' });
  });
});

describe('logFailedQuery', () => {
  it("logs a final failure with the query's meta.errorLog, and nothing without it", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new ApiError(500, null, 'x');
    logFailedQuery(error, { meta: { errorLog: 'Error fetching admin stats' } });
    logFailedQuery(error, { meta: undefined });
    expect(log.mock.calls).toEqual([['Error fetching admin stats', error]]);
    log.mockRestore();
  });
});
