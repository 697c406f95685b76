import { Injectable } from '@nestjs/common';
import {
  PANEL_DISPLAY_NAMES,
  type AdminListQuery,
  type AdminUserRow,
  type AdminUserSort,
  type ListPage,
  type Panel,
  type UserEvent,
} from '@vvq/contracts';
import { Brackets } from 'typeorm';
import {
  containsPattern,
  filterText,
  LIKE_ESCAPE,
  NO_LIMIT,
  wholeNumber,
} from '../../common/list/list-page.js';
import { utcDayExpression } from '../../database/day-expression.js';
import { toIsoString, toNumber } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { User } from './user.entity.js';

/** Sort columns of the users list: a whitelist, request text never reaches ORDER BY. */
const USER_SORT_COLUMNS: Record<AdminUserSort, string> = { id: 'u.id', email: 'u.email' };

/** One row of the users list. A panel account: no e-mail, its panel's display name and its id on the panel. */
function userRow(r: Record<string, unknown>): AdminUserRow {
  if (r.panel === null || r.panel === undefined) {
    return { id: Number(r.id), email: String(r.email), name: String(r.name) };
  }
  const panel = String(r.panel) as Panel;
  return {
    id: Number(r.id),
    email: r.email === null ? null : String(r.email),
    name: r.name === null ? PANEL_DISPLAY_NAMES[panel] : String(r.name),
    panel,
    panel_participant_id: String(r.panel_participant_id),
  };
}

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
    return (rows as Array<Record<string, unknown>>).map(userRow);
  }

  /**
   * One page of the users list and the number of matching participants, cut in SQL: a whole number in `q` matches
   * the id, any text matches inside the e-mail or the name (LIKE, wildcards escaped). Default order by id.
   */
  async page(query: AdminListQuery<AdminUserSort>): Promise<ListPage<AdminUserRow>> {
    const filtered = () => {
      const qb = this.tx.dataSource.getRepository(User).createQueryBuilder('u');
      const text = filterText(query.q);
      if (text === null) return qb;
      const id = wholeNumber(text);
      return qb.where(
        new Brackets((or) => {
          or.where(`u.email LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) });
          or.orWhere(`u.name LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) });
          // A panel account is found by its id on the panel (it has no e-mail or name).
          or.orWhere(`u.panel_participant_id LIKE :pattern ${LIKE_ESCAPE}`, {
            pattern: containsPattern(text),
          });
          if (id !== null) or.orWhere('u.id = :id', { id });
        }),
      );
    };
    const column = USER_SORT_COLUMNS[query.sort ?? 'id'];
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const page = filtered()
      .select(['u.id', 'u.email', 'u.name', 'u.panel', 'u.panel_participant_id'])
      .orderBy(column, direction)
      .limit(query.limit ?? NO_LIMIT)
      .offset(query.offset ?? 0);
    if (column !== 'u.id') page.addOrderBy('u.id', direction);
    const [rows, total] = await Promise.all([page.getMany(), filtered().getCount()]);
    return { rows: rows.map((u) => userRow({ ...u })), total };
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
