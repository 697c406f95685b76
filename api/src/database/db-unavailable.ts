/**
 * Which database errors mean "the database cannot be used right now" (server down or restarting, connections
 * refused, dropped or exhausted; SQLite file locked by another process past the busy timeout, unreadable or on a
 * failing disk) rather than a fault of this request or of our code. The API answers those with 503 and Retry-After
 * (AllExceptionsFilter) and recovers by itself: mysql2's pool opens new connections once the server answers again,
 * and SQLite's next statement simply runs.
 */

/** Seconds a client is told to wait before retrying during a database outage. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE =
  'The database is temporarily unavailable. Please try again in a few seconds.';

/** Socket and protocol failures of mysql2 (and Node's net module) when the server cannot be reached or went away. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  // The server's own refusals while it is overloaded or shutting down.
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
]);

/** MySQL/MariaDB error numbers of the same refusals (mysql2 sometimes leaves `code` empty). */
const CONNECTION_ERRNOS = new Set([1040, 1203, 1053, 1927, 2002, 2003, 2006, 2013]);

/** SQLite primary result codes (extended codes such as SQLITE_IOERR_READ share the prefix). */
const SQLITE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL'];

/** mysql2 errors on a pooled connection it has already seen close carry no code, only this text. */
const CLOSED_CONNECTION = /connection is in closed state|Connection lost/i;

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  driverError?: DriverError;
}

export function isDatabaseUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // TypeORM wraps a failed query in QueryFailedError; connecting errors arrive unwrapped.
  const { driverError } = error as DriverError;
  const e: DriverError = driverError ?? (error as DriverError);
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code)) return true;
  if (typeof e.errno === 'number' && CONNECTION_ERRNOS.has(e.errno) && !code.startsWith('SQLITE_'))
    return true;
  if (SQLITE_PREFIXES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`))) return true;
  return typeof e.message === 'string' && CLOSED_CONNECTION.test(e.message) && !code.startsWith('SQLITE_');
}
