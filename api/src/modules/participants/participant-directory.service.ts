import { select } from '../../database/raw-sql.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, Not, type Repository } from 'typeorm';
import { PANEL_DISPLAY_NAMES } from '@vvq/contracts';
import { ParticipantDirectory } from '../auth/index.js';
import { containsPattern, LIKE_ESCAPE } from '../../common/list/list-page.js';
import { User } from './user.entity.js';

/** Answers the auth guard and the admin questionnaire list about accounts (see ParticipantDirectory). */
@Injectable()
export class ParticipantDirectoryService extends ParticipantDirectory {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {
    super();
  }

  async tokenVersion(userId: number): Promise<number | null> {
    // Raw SQL with a placeholder: the guards ask on every request (see database/raw-sql.ts).
    const rows = await select<{ token_version: unknown }>(
      this.users.manager,
      'SELECT token_version FROM users WHERE id = ?',
      [userId],
    );
    return rows.length > 0 ? Number(rows[0].token_version) : null;
  }

  async screenOutReason(userId: number): Promise<string | null> {
    const rows = await select<{ screened_out_at: unknown; screen_out_reason: string | null }>(
      this.users.manager,
      'SELECT screened_out_at, screen_out_reason FROM users WHERE id = ?',
      [userId],
    );
    const user = rows[0];
    return user?.screened_out_at ? (user.screen_out_reason ?? '') : null;
  }

  async screenOutByGate(m: EntityManager, userId: number, reason: string, at: Date): Promise<void> {
    await m
      .getRepository(User)
      .update(
        { id: userId, panel: Not(IsNull()), screened_out_at: IsNull() },
        { screened_out_at: at, screen_out_reason: reason },
      );
  }

  async liftGateScreenOut(m: EntityManager, userId: number, reason: string): Promise<void> {
    // Only the gate's own screen-out: one the participant chose (declined consent) or a failed check stays.
    await m
      .getRepository(User)
      .update({ id: userId, screen_out_reason: reason }, { screened_out_at: null, screen_out_reason: null });
  }

  async namesById(userIds: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.users.find({
      select: { id: true, name: true, panel: true },
      where: { id: In(unique) },
    });
    // A panel account has no name: the list shows its panel's display name (e.g. "Prolific participant").
    return new Map(rows.map((u) => [u.id, u.name ?? (u.panel ? PANEL_DISPLAY_NAMES[u.panel] : '')]));
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
