import { Injectable } from '@nestjs/common';
import type { AdminUserRow, UserEvent } from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { toIsoString } from './sql-values.js';

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
}
