import { Injectable } from '@nestjs/common';
import { Brackets, type EntityManager } from 'typeorm';
import { containsPattern, LIKE_ESCAPE, NO_LIMIT, pageByIds } from '../../common/list/list-page.js';
import { utcDayExpression } from '../../database/day-expression.js';
import { rowFingerprint } from '../../database/row-fingerprint.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { UserEvent as UserEventRow } from './user-event.entity.js';
import { User } from './user.entity.js';

type Row = Record<string, unknown>;

/** One page of a list: the filter text (null: none), a whitelisted sort column, direction, limit and offset. */
export interface ListPageQuery {
  text: string | null;
  direction: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

/**
 * The admin screens' queries on `users` and `user_events` (lists, pages, counts, the signups chart). Plain rows where
 * the lists are large: a page of 1,000 skips TypeORM's entity building.
 */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly tx: TransactionRunner) {}

  async users(): Promise<Row[]> {
    return (await this.tx.dataSource.query(
      'SELECT id, email, name, panel, panel_participant_id FROM users ORDER BY id',
    )) as Row[];
  }

  /**
   * A page of users and the number matching: a whole number (`id`) matches the id, any text matches inside the
   * e-mail, the name or the panel participant id (LIKE, wildcards escaped).
   */
  usersPage(query: ListPageQuery & { column: string; id: number | null }): Promise<[User[], number]> {
    const filtered = () => {
      const qb = this.tx.dataSource.getRepository(User).createQueryBuilder('u');
      const { text, id } = query;
      if (text === null) return qb;
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
    const page = filtered()
      .select(['u.id', 'u.email', 'u.name', 'u.panel', 'u.panel_participant_id'])
      .orderBy(query.column, query.direction)
      .limit(query.limit ?? NO_LIMIT)
      .offset(query.offset ?? 0);
    if (query.column !== 'u.id') page.addOrderBy('u.id', query.direction);
    return Promise.all([page.getMany(), filtered().getCount()]);
  }

  /**
   * A page of events in time order and how many match (the type contains `text`): a deferred join over
   * idx_user_events_time, so a deep page skips index entries, not rows.
   */
  eventsPage<T extends { id: number }>(
    query: ListPageQuery,
    byIds: (rows: Row[]) => T[],
  ): Promise<[T[], number]> {
    const filtered = () => {
      const qb = this.tx.dataSource.getRepository(UserEventRow).createQueryBuilder('e');
      const { text } = query;
      return text === null
        ? qb
        : qb.where(`e.event_type LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) });
    };
    const pageIds = filtered()
      .orderBy('e.event_time', query.direction)
      .addOrderBy('e.id', query.direction)
      .limit(query.limit ?? NO_LIMIT)
      .offset(query.offset ?? 0);
    return Promise.all([
      pageByIds<T>(pageIds, 'e', async (ids) => byIds(await this.eventsByIds(ids))),
      filtered().getCount(),
    ]);
  }

  private async eventsByIds(ids: number[]): Promise<Row[]> {
    return (await this.tx.dataSource.query(
      `SELECT id, event_type, event_time FROM user_events WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    )) as Row[];
  }

  /** Count, highest id and sum of ids of `user_events` (outside a transaction when `m` is omitted). */
  eventsFingerprint(m: EntityManager = this.tx.dataSource.manager): Promise<string> {
    return rowFingerprint(m, 'user_events');
  }

  /** Every event in time order, in the caller's snapshot. */
  async events(m: EntityManager): Promise<Row[]> {
    return (await m.query('SELECT event_type, event_time FROM user_events ORDER BY event_time, id')) as Row[];
  }

  async countUsers(): Promise<Row | undefined> {
    const [row] = (await this.tx.dataSource.query('SELECT COUNT(*) AS count FROM users')) as Row[];
    return row;
  }

  /** Signups per UTC day on which someone signed up, oldest first. */
  async signupsPerUtcDay(): Promise<Row[]> {
    const day = utcDayExpression(this.tx.dialect, 'created_at');
    return (await this.tx.dataSource.query(
      `SELECT ${day} AS signup_day, COUNT(*) AS n FROM users GROUP BY ${day} ORDER BY signup_day`,
    )) as Row[];
  }
}
