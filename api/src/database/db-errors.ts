/** Driver error of a TypeORM QueryFailedError, or the error itself. */
function driverError(error: unknown): { code?: string; errno?: number } {
  const e = error as { driverError?: { code?: string; errno?: number }; code?: string; errno?: number };
  return e?.driverError ?? e ?? {};
}

/** True for a unique-index violation on MySQL/MariaDB (ER_DUP_ENTRY) or SQLite (SQLITE_CONSTRAINT_UNIQUE). */
export function isDuplicateKeyError(error: unknown): boolean {
  const { code, errno } = driverError(error);
  return (
    code === 'ER_DUP_ENTRY' ||
    errno === 1062 ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** The code of an error our own code throws to have the whole transaction run again (e.g. lost claims). */
export const RETRY_TRANSACTION = 'VVQ_RETRY_TRANSACTION';

/** An error that makes TransactionRunner run the transaction again (with backoff, a bounded number of times). */
export function retryTransaction(reason: string): Error {
  return Object.assign(new Error(reason), { code: RETRY_TRANSACTION });
}

/** True for errors worth retrying the whole transaction: InnoDB deadlock / lock wait timeout, SQLite busy. */
export function isRetryableTransactionError(error: unknown): boolean {
  const { code, errno } = driverError(error);
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    errno === 1213 ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    errno === 1205 ||
    code === 'SQLITE_BUSY' ||
    code === RETRY_TRANSACTION
  );
}

/** True when a foreign key points nowhere (e.g. the participant was deleted meanwhile). */
export function isForeignKeyError(error: unknown): boolean {
  const { code, errno } = driverError(error);
  return code === 'ER_NO_REFERENCED_ROW_2' || errno === 1452 || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Deleting a row that another table still names (MySQL 1451, SQLite's foreign-key constraint). */
export function isRowReferencedError(error: unknown): boolean {
  const { code, errno } = driverError(error);
  return code === 'ER_ROW_IS_REFERENCED_2' || errno === 1451 || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
