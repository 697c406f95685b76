import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, LessThan, Not, type Repository } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from '../../common/list/list-page.js';
import { select } from '../../database/raw-sql.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { UserEvent } from './user-event.entity.js';
import { User } from './user.entity.js';

/** A panel account's key: the panel and its participant id. */
export interface PanelAccountKey {
  panel: NonNullable<User['panel']>;
  panel_participant_id: string;
}

/** Every query on `users` and `user_events`; the services decide the transactions and pass their EntityManager along. */
@Injectable()
export class ParticipantsRepository {
  constructor(
    private readonly tx: TransactionRunner,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  findById(userId: number): Promise<User | null> {
    return this.tx.dataSource.getRepository(User).findOne({ where: { id: userId } });
  }

  /** The panel account of (panel, participant id), or null. */
  findPanelAccount(where: PanelAccountKey): Promise<User | null> {
    return this.tx.dataSource.getRepository(User).findOne({ where });
  }

  findPanelAccountOrFail(where: PanelAccountKey): Promise<User> {
    return this.tx.dataSource.getRepository(User).findOneOrFail({ where });
  }

  findByIdOrFail(userId: number): Promise<User> {
    return this.tx.dataSource.getRepository(User).findOneOrFail({ where: { id: userId } });
  }

  async updateById(m: EntityManager, userId: number, update: Partial<User>): Promise<void> {
    await m.getRepository(User).update({ id: userId }, update);
  }

  /** Inserts a panel account; the unique index on (panel, participant id) refuses a racing second one. */
  async insertPanelAccount(
    m: EntityManager,
    user: Pick<
      User,
      | 'panel'
      | 'panel_participant_id'
      | 'panel_study_id'
      | 'panel_session_id'
      | 'name'
      | 'email'
      | 'created_at'
    >,
  ): Promise<void> {
    await m.getRepository(User).insert(user);
  }

  /** Records the first completion only (a later one keeps the first time). */
  async markCompleted(m: EntityManager, userId: number, at: Date): Promise<void> {
    await m.getRepository(User).update({ id: userId, completed_at: IsNull() }, { completed_at: at });
  }

  async setLanguage(m: EntityManager, userId: number, language: string): Promise<void> {
    await m.getRepository(User).update({ id: userId }, { language });
  }

  /** The participant's stored language, read under the row lock the caller's transaction holds. */
  async languageOf(m: EntityManager, userId: number): Promise<string | null> {
    const user = await m
      .getRepository(User)
      .findOne({ select: { id: true, language: true }, where: { id: userId } });
    return user?.language ?? null;
  }

  /** Records the first screen-out only (a later one changes nothing). */
  async screenOutOnce(m: EntityManager, userId: number, reason: string, at: Date): Promise<void> {
    await m
      .getRepository(User)
      .update({ id: userId, screened_out_at: IsNull() }, { screened_out_at: at, screen_out_reason: reason });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.tx.dataSource.getRepository(User).findOne({ where: { email } });
  }

  /** Ids of the participants who read the study in `language` (English: also those who never chose, NULL). */
  async idsReading(language: string, m?: EntityManager): Promise<number[]> {
    const sql =
      language === 'en'
        ? "SELECT id FROM users WHERE language = 'en' OR language IS NULL"
        : 'SELECT id FROM users WHERE language = ?';
    const rows = (await (m ?? this.tx.dataSource).query(sql, language === 'en' ? [] : [language])) as Array<{
      id: unknown;
    }>;
    return rows.map((row) => Number(row.id));
  }

  /** The panel, screen-out and completion columns of these users (distinct ids). */
  panelFacts(userIds: readonly number[]) {
    return this.tx.dataSource.getRepository(User).find({
      select: {
        id: true,
        panel: true,
        panel_participant_id: true,
        screen_out_reason: true,
        completed_at: true,
        language: true,
      },
      where: { id: In([...userIds]) },
    });
  }

  /** The user's logins and logouts, oldest first. */
  eventsOf(userId: number): Promise<UserEvent[]> {
    return this.tx.dataSource
      .getRepository(UserEvent)
      .find({ where: { user_id: userId }, order: { event_time: 'ASC', id: 'ASC' } });
  }

  async deleteEventsBefore(m: EntityManager, cutoff: Date): Promise<number | null | undefined> {
    return (await m.getRepository(UserEvent).delete({ event_time: LessThan(cutoff) })).affected;
  }

  /** Inserts a signup; the unique index on email refuses a duplicate. */
  async insertSignup(m: EntityManager, user: Pick<User, 'name' | 'email' | 'created_at'>): Promise<void> {
    await m.getRepository(User).insert(user);
  }

  async incrementTokenVersion(m: EntityManager, userId: number): Promise<void> {
    await m.getRepository(User).increment({ id: userId }, 'token_version', 1);
  }

  async insertEvent(m: EntityManager, event: Omit<UserEvent, 'id'>): Promise<void> {
    await m.getRepository(UserEvent).insert(event);
  }

  /**
   * Locks the user row until the transaction ends (MySQL: a racing rating or assignment of this user waits on its
   * foreign-key check, then fails); false when there is no such user.
   */
  async lockUser(m: EntityManager, userId: number): Promise<boolean> {
    const rows = (await m.query(`SELECT id FROM users WHERE id = ?${this.tx.forUpdate}`, [
      userId,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** Deletes the user's events, then the user row. */
  async deleteUserAndEvents(m: EntityManager, userId: number): Promise<void> {
    await m.getRepository(UserEvent).delete({ user_id: userId });
    await m.getRepository(User).delete({ id: userId });
  }

  async tokenVersion(userId: number): Promise<number | null> {
    const rows = await select<{ token_version: unknown }>(
      this.users.manager,
      'SELECT token_version FROM users WHERE id = ?',
      [userId],
    );
    return rows.length > 0 ? Number(rows[0].token_version) : null;
  }

  async screenOutOf(userId: number) {
    const rows = await select<{ screened_out_at: unknown; screen_out_reason: string | null }>(
      this.users.manager,
      'SELECT screened_out_at, screen_out_reason FROM users WHERE id = ?',
      [userId],
    );
    return rows[0];
  }

  /** Screens out a panel account that is not screened out yet (a signup account is left alone). */
  async screenOutPanelAccount(m: EntityManager, userId: number, reason: string, at: Date): Promise<void> {
    await m
      .getRepository(User)
      .update(
        { id: userId, panel: Not(IsNull()), screened_out_at: IsNull() },
        { screened_out_at: at, screen_out_reason: reason },
      );
  }

  /** Lifts a screen-out recorded with `reason`. */
  async liftScreenOut(m: EntityManager, userId: number, reason: string): Promise<void> {
    await m
      .getRepository(User)
      .update({ id: userId, screen_out_reason: reason }, { screened_out_at: null, screen_out_reason: null });
  }

  /** Id, name and panel of these users (distinct ids). */
  namesOf(userIds: readonly number[]): Promise<Pick<User, 'id' | 'name' | 'panel'>[]> {
    return this.users.find({
      select: { id: true, name: true, panel: true },
      where: { id: In([...userIds]) },
    });
  }

  async idsWithNameContaining(text: string): Promise<number[]> {
    const rows = await this.users
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where(`u.name LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) })
      .getRawMany<{ id: unknown }>();
    return rows.map((r) => Number(r.id));
  }
}
