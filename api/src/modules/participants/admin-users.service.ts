import { Injectable } from '@nestjs/common';
import { PANEL_DISPLAY_NAMES, type AdminUserRow, type Panel, type UserEvent } from '@vvq/contracts';
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
    const rows = await this.tx.dataSource.query(
      'SELECT id, email, name, panel, panel_participant_id FROM users ORDER BY id',
    );
    return (rows as Array<Record<string, unknown>>).map((r) => {
      if (r.panel === null || r.panel === undefined) {
        return { id: Number(r.id), email: String(r.email), name: String(r.name) };
      }
      // A panel account: no e-mail, its panel's display name, and its id on the panel (admins may need it to pay).
      const panel = String(r.panel) as Panel;
      return {
        id: Number(r.id),
        email: r.email === null ? null : String(r.email),
        name: r.name === null ? PANEL_DISPLAY_NAMES[panel] : String(r.name),
        panel,
        panel_participant_id: String(r.panel_participant_id),
      };
    });
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
