import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PANEL_DISPLAY_NAMES } from '@vvq/contracts';
import { ParticipantDirectory } from '../auth/index.js';
import { ParticipantsRepository } from './participants.repository.js';

/** Answers the auth guard and the admin questionnaire list about accounts (see ParticipantDirectory). */
@Injectable()
export class ParticipantDirectoryService extends ParticipantDirectory {
  constructor(private readonly users: ParticipantsRepository) {
    super();
  }

  async tokenVersion(userId: number): Promise<number | null> {
    // Raw SQL with a placeholder: the guards ask on every request (see database/raw-sql.ts).
    return this.users.tokenVersion(userId);
  }

  async screenOutReason(userId: number): Promise<string | null> {
    const user = await this.users.screenOutOf(userId);
    return user?.screened_out_at ? (user.screen_out_reason ?? '') : null;
  }

  async screenOutByGate(m: EntityManager, userId: number, reason: string, at: Date): Promise<void> {
    await this.users.screenOutPanelAccount(m, userId, reason, at);
  }

  async liftGateScreenOut(m: EntityManager, userId: number, reason: string): Promise<void> {
    // Only the gate's own screen-out: one the participant chose (declined consent) or a failed check stays.
    await this.users.liftScreenOut(m, userId, reason);
  }

  async namesById(userIds: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.users.namesOf(unique);
    // A panel account has no name: the list shows its panel's display name (e.g. "Prolific participant").
    return new Map(rows.map((u) => [u.id, u.name ?? (u.panel ? PANEL_DISPLAY_NAMES[u.panel] : '')]));
  }

  async idsWithNameContaining(text: string): Promise<number[]> {
    return this.users.idsWithNameContaining(text);
  }
}
