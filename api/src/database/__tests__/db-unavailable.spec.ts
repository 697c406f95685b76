import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailableError } from '../db-unavailable.js';

const withCode = (code: string, errno?: number) => Object.assign(new Error(code), { code, errno });

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['ECONNREFUSED'],
    ['PROTOCOL_CONNECTION_LOST'],
    ['ER_CON_COUNT_ERROR'],
    ['ER_SERVER_SHUTDOWN'],
    ['SQLITE_BUSY'],
    ['SQLITE_BUSY_SNAPSHOT'],
    ['SQLITE_CANTOPEN'],
    ['SQLITE_IOERR_READ'],
  ])('is true for %s, bare or wrapped in a QueryFailedError', (code) => {
    expect(isDatabaseUnavailableError(withCode(code))).toBe(true);
    expect(isDatabaseUnavailableError(new QueryFailedError('SELECT 1', [], withCode(code)))).toBe(true);
  });

  it('is true for a MySQL refusal known only by its number and for a pooled connection already closed', () => {
    expect(
      isDatabaseUnavailableError(Object.assign(new Error('Too many connections'), { errno: 1040 })),
    ).toBe(true);
    expect(
      isDatabaseUnavailableError(new Error("Can't add new command when connection is in closed state")),
    ).toBe(true);
  });

  it.each([
    ['ER_DUP_ENTRY', 1062],
    ['ER_NO_REFERENCED_ROW_2', 1452],
    ['ER_DATA_TOO_LONG', 1406],
    ['SQLITE_CONSTRAINT_UNIQUE', undefined],
    ['SQLITE_ERROR', undefined],
  ])('is false for a fault of the request or the code: %s', (code, errno) => {
    expect(isDatabaseUnavailableError(new QueryFailedError('INSERT', [], withCode(code, errno)))).toBe(false);
  });

  it('is false for things that are not database errors', () => {
    expect(isDatabaseUnavailableError(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
    expect(isDatabaseUnavailableError('ECONNREFUSED')).toBe(false);
  });
});
