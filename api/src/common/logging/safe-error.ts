import { redactText } from './log-redaction.js';

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
}

/**
 * What an error contributes to a log line: its type, message, stack and code, nothing else. pino's own serializer
 * would copy every enumerable property, and TypeORM's QueryFailedError carries the statement's parameters (the
 * e-mail, name or comment being written).
 */
export function safeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor?.name ?? error.name,
    message: redactText(error.message),
    ...(error.stack ? { stack: redactText(error.stack) } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}
