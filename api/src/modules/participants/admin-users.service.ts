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
import type { EntityManager } from 'typeorm';
import { filterText, wholeNumber } from '../../common/list/list-page.js';
import { jsonBytes, SingleFlightCache } from '../../common/cache/single-flight-cache.js';
import { toIsoString, toNumber } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { AdminUsersRepository } from './admin-users.repository.js';

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

/** A plain event row of a page (a page of 1,000 skips TypeORM's entity building) → the event with its id. */
function toPagedEvent(r: Record<string, unknown>): PagedEvent {
  return {
    id: Number(r.id),
    event_type: String(r.event_type) as UserEvent['event_type'],
    event_time: toIsoString(r.event_time),
  };
}

/** Participants who signed up on one UTC day (YYYY-MM-DD). */
export interface SignupDay {
  day: string;
  count: number;
}

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly rows: AdminUsersRepository,
  ) {}

  // One answer, about 2 MiB at full scale: room for it and the answer of a version still being sent.
  private readonly eventsCache = new SingleFlightCache<Buffer>({
    maxSize: 8 * 1024 * 1024,
    sizeOf: (body) => body.byteLength,
  });

  async list(): Promise<AdminUserRow[]> {
    return (await this.rows.users()).map(userRow);
  }

  /**
   * One page of the users list and the number of matching participants, cut in SQL: a whole number in `q` matches
   * the id, any text matches inside the e-mail or the name (LIKE, wildcards escaped). Default order by id.
   */
  async page(query: AdminListQuery<AdminUserSort>): Promise<ListPage<AdminUserRow>> {
    const text = filterText(query.q);
    const [rows, total] = await this.rows.usersPage({
      text,
      id: text === null ? null : wholeNumber(text),
      column: USER_SORT_COLUMNS[query.sort ?? 'id'],
      direction: query.order === 'desc' ? 'DESC' : 'ASC',
      limit: query.limit,
      offset: query.offset,
    });
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
    const [rows, total] = await this.rows.eventsPage<PagedEvent>(
      {
        text: filterText(query.q),
        direction: query.order === 'desc' ? 'DESC' : 'ASC',
        limit: query.limit,
        offset: query.offset,
      },
      (found) => found.map(toPagedEvent),
    );
    return { rows: rows.map(({ event_type, event_time }) => ({ event_type, event_time })), total };
  }

  /**
   * Count, highest id and sum of ids of `user_events`: an event is only ever inserted (a login or logout: a new
   * highest id, ids are never reused) or deleted (retention, a deleted participant: a lower count), never updated.
   * The sum tells a deletion apart from a late commit of a lower id on MySQL (see RatingsRepository.fingerprint).
   */
  private eventsVersion(m?: EntityManager): Promise<string> {
    return this.rows.eventsFingerprint(m);
  }

  /** The chart buckets the events by the admin's local day, so they are sent one by one. */
  private async events(m: EntityManager): Promise<UserEvent[]> {
    const rows = await this.rows.events(m);
    return rows.map((r) => ({
      event_type: String(r.event_type) as UserEvent['event_type'],
      event_time: toIsoString(r.event_time),
    }));
  }

  async count(): Promise<number> {
    const row = await this.rows.countUsers();
    return toNumber(row?.count);
  }

  /** Signups per UTC day on which someone signed up, oldest first. */
  async signupsPerUtcDay(): Promise<SignupDay[]> {
    const rows = await this.rows.signupsPerUtcDay();
    return rows.map((r) => ({ day: String(r.signup_day), count: toNumber(r.n) }));
  }
}
