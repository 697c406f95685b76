import { Injectable } from '@nestjs/common';
import {
  PANEL_DISPLAY_NAMES,
  type AdminListQuery,
  type AdminUserEventSort,
  type AdminUserRow,
  type AdminUserSort,
  type ListPage,
  type Panel,
  type UserEvent,
} from '@vvq/contracts';
import { Brackets, type EntityManager } from 'typeorm';
import {
  containsPattern,
  filterText,
  LIKE_ESCAPE,
  NO_LIMIT,
  pageByIds,
  wholeNumber,
} from '../../common/list/list-page.js';
import { jsonBytes, SingleFlightCache } from '../../common/cache/single-flight-cache.js';
import { utcDayExpression } from '../../database/day-expression.js';
import { toIsoString, toNumber } from '../../database/sql-values.js';
import { rowFingerprint } from '../../database/row-fingerprint.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { UserEvent as UserEventRow } from './user-event.entity.js';
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

/** A user event with its id, for putting a page's rows back in the page's order. */
type PagedEvent = UserEvent & { id: number };

/** Participants who signed up on one UTC day (YYYY-MM-DD). */
export interface SignupDay {
  day: string;
  count: number;
}

@Injectable()
export class AdminUsersService {
  constructor(private readonly tx: TransactionRunner) {}

  // One answer, about 2 MiB at full scale: room for it and the answer of a version still being sent.
  private readonly eventsCache = new SingleFlightCache<Buffer>({
    maxSize: 8 * 1024 * 1024,
    sizeOf: (body) => body.byteLength,
  });

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

  /**
   * Every login/logout in time order (the spec's shape) as the JSON bytes to send, computed once per version of
   * `user_events` and then served from memory: 34,000 events (2 MiB) at full scale, which the users screen asks for
   * at every visit. The version is read from the database on every call (so another API process's login counts),
   * the events with it in one snapshot; see docs/developer/decisions/analysis.md for the scheme.
   */
  async eventsJson(): Promise<Buffer> {
    const { value } = await this.eventsCache.get(await this.eventsVersion(), 'user-events', () =>
      this.tx.snapshot(async (m) => ({
        version: await this.eventsVersion(m),
        value: jsonBytes(await this.events(m)),
      })),
    );
    return value;
  }

  /**
   * One page of the events in time order (oldest first; `order=desc` newest first) and how many match: q keeps the
   * events whose type contains it. Cut in SQL as a deferred join over idx_user_events_time, so a deep page of 40,000
   * events skips index entries, not rows; at most LIST_PAGE_MAX events per call instead of the whole table.
   */
  async eventsPage(query: AdminListQuery<AdminUserEventSort>): Promise<ListPage<UserEvent>> {
    const filtered = () => {
      const qb = this.tx.dataSource.getRepository(UserEventRow).createQueryBuilder('e');
      const text = filterText(query.q);
      return text === null
        ? qb
        : qb.where(`e.event_type LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) });
    };
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const pageIds = filtered()
      .orderBy('e.event_time', direction)
      .addOrderBy('e.id', direction)
      .limit(query.limit ?? NO_LIMIT)
      .offset(query.offset ?? 0);
    const [rows, total] = await Promise.all([
      pageByIds<PagedEvent>(pageIds, 'e', (ids) => this.eventsByIds(ids)),
      filtered().getCount(),
    ]);
    return { rows: rows.map(({ event_type, event_time }) => ({ event_type, event_time })), total };
  }

  /** Plain rows, as the unpaged call reads them: a page of 1,000 skips TypeORM's entity building. */
  private async eventsByIds(ids: number[]): Promise<PagedEvent[]> {
    const rows = (await this.tx.dataSource.query(
      `SELECT id, event_type, event_time FROM user_events WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    )) as Array<Record<string, unknown>>;
    return rows.map((r) => ({
      id: Number(r.id),
      event_type: String(r.event_type) as UserEvent['event_type'],
      event_time: toIsoString(r.event_time),
    }));
  }

  /**
   * Count, highest id and sum of ids of `user_events`: an event is only ever inserted (a login or logout: a new
   * highest id, ids are never reused) or deleted (retention, a deleted participant: a lower count), never updated.
   * The sum tells a deletion apart from a late commit of a lower id on MySQL (see RatingsRepository.fingerprint).
   */
  private eventsVersion(m: EntityManager = this.tx.dataSource.manager): Promise<string> {
    return rowFingerprint(m, 'user_events');
  }

  /** The chart buckets the events by the admin's local day, so they are sent one by one. */
  private async events(m: EntityManager): Promise<UserEvent[]> {
    const rows = await m.query('SELECT event_type, event_time FROM user_events ORDER BY event_time, id');
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
