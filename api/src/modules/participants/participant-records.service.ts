import { Injectable } from '@nestjs/common';
import type { Panel, ParticipantExport } from '@vvq/contracts';
import { In, LessThan } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { UserEvent } from './user-event.entity.js';
import { User } from './user.entity.js';

export interface PanelFacts {
  panel: Panel | null;
  panel_participant_id: string | null;
  screen_out_reason: string | null;
  /** When the completion code was first given (null: never). */
  completed_at: Date | null;
}

/** What other modules may do with accounts and their events: read one participant's (an export), apply retention. */
@Injectable()
export class ParticipantRecordsService {
  constructor(private readonly tx: TransactionRunner) {}

  /** The account as stored, or null when there is none. */
  async profile(
    userId: number,
  ): Promise<Omit<ParticipantExport['participant'], 'flagged_after_completion'> | null> {
    const user = await this.tx.dataSource.getRepository(User).findOne({ where: { id: userId } });
    if (!user) return null;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      created_at: user.created_at.toISOString(),
      panel: user.panel,
      panel_participant_id: user.panel_participant_id,
      panel_study_id: user.panel_study_id,
      panel_session_id: user.panel_session_id,
      screened_out_at: user.screened_out_at ? user.screened_out_at.toISOString() : null,
      screen_out_reason: user.screen_out_reason,
      completed_at: user.completed_at ? user.completed_at.toISOString() : null,
    };
  }

  /**
   * Panel, screen-out and completion columns of the raw export, per participant; signup accounts have no panel.
   */
  async panelFacts(userIds: readonly number[]): Promise<Map<number, PanelFacts>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.tx.dataSource.getRepository(User).find({
      select: {
        id: true,
        panel: true,
        panel_participant_id: true,
        screen_out_reason: true,
        completed_at: true,
      },
      where: { id: In(unique) },
    });
    return new Map(rows.map((u) => [u.id, u]));
  }

  /** The participant's logins and logouts, oldest first. */
  async events(userId: number): Promise<ParticipantExport['events']> {
    const rows = await this.tx.dataSource
      .getRepository(UserEvent)
      .find({ where: { user_id: userId }, order: { event_time: 'ASC', id: 'ASC' } });
    return rows.map((e) => ({ event_type: e.event_type, event_time: e.event_time.toISOString() }));
  }

  /** Deletes every login/logout event (of any participant) before `cutoff`; returns how many went. */
  async deleteEventsBefore(cutoff: Date): Promise<number> {
    const result = await this.tx.write((m) =>
      m.getRepository(UserEvent).delete({ event_time: LessThan(cutoff) }),
    );
    return result.affected ?? 0;
  }
}
