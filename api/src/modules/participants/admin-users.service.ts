import { Injectable } from '@nestjs/common';
import type { AdminUserRow, UserEvent } from '@vvq/contracts';
import { utcDayExpression } from '../../database/day-expression.js';
import { toIsoString, toNumber } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';

/** Participants who signed up on one UTC day (YYYY-MM-DD). */
export interface SignupDay {
  day: string;
  count: number;
}

@Injectable()
export class AdminUsersService {
  constructor(private readonly tx: TransactionRunner) {}

  async list(): Promise<AdminUserRow[]> {
    const rows = await this.tx.dataSource.query('SELECT id, email, name FROM users ORDER BY id');
    return (rows as Array<Record<string, unknown>>).map((r) => ({
      id: Number(r.id),
      email: String(r.email),
      name: String(r.name),
    }));
  }

  /** Every login/logout in time order (the spec's shape); the chart buckets them by the admin's local day. */
  async events(): Promise<UserEvent[]> {
    const rows = await this.tx.dataSource.query(
      'SELECT event_type, event_time FROM user_events ORDER BY event_time, id',
    );
    return (rows as Array<Record<string, unknown>>).map((r) => ({
      event_type: String(r.event_type) as UserEvent['event_type'],
      event_time: toIsoString(r.event_time),
    }));
  }

  async count(): Promise<number> {
    const [row] = (await this.tx.dataSource.query('SELECT COUNT(*) AS count FROM users')) as Array<
      Record<string, unknown>
    >;
    return toNumber(row?.count);
  }

  /** Signups per UTC day on which someone signed up, oldest first. */
  async signupsPerUtcDay(): Promise<SignupDay[]> {
    const day = utcDayExpression(this.tx.dialect, 'created_at');
    const rows = (await this.tx.dataSource.query(
      `SELECT ${day} AS signup_day, COUNT(*) AS n FROM users GROUP BY ${day} ORDER BY signup_day`,
    )) as Array<Record<string, unknown>>;
    return rows.map((r) => ({ day: String(r.signup_day), count: toNumber(r.n) }));
  }
}
