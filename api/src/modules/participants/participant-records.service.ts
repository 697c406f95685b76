import { Injectable } from '@nestjs/common';
import type { Panel, ParticipantExport } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { ParticipantsRepository } from './participants.repository.js';

export interface PanelFacts {
  panel: Panel | null;
  panel_participant_id: string | null;
  screen_out_reason: string | null;
  /** When the completion code was first given (null: never). */
  completed_at: Date | null;
  /** The language the participant read the study in (null: never chosen). */
  language: string | null;
}

/** What other modules may do with accounts and their events: read one participant's (an export), apply retention. */
@Injectable()
export class ParticipantRecordsService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly users: ParticipantsRepository,
  ) {}

  /** The account as stored, or null when there is none. */
  async profile(
    userId: number,
  ): Promise<Omit<ParticipantExport['participant'], 'flagged_after_completion'> | null> {
    const user = await this.users.findById(userId);
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
      language: user.language,
    };
  }

  /**
   * Panel, screen-out and completion columns of the raw export, per participant; signup accounts have no panel.
   */
  async panelFacts(userIds: readonly number[]): Promise<Map<number, PanelFacts>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.users.panelFacts(unique);
    return new Map(rows.map((u) => [u.id, u]));
  }

  /** The participants who read the study in `language` (the analysis's `language=`; NULL counts as English). */
  async idsReading(language: string, m?: EntityManager): Promise<Set<number>> {
    return new Set(await this.users.idsReading(language, m));
  }

  /** The participant's logins and logouts, oldest first. */
  async events(userId: number): Promise<ParticipantExport['events']> {
    const rows = await this.users.eventsOf(userId);
    return rows.map((e) => ({ event_type: e.event_type, event_time: e.event_time.toISOString() }));
  }

  /** Deletes every login/logout event (of any participant) before `cutoff`; returns how many went. */
  async deleteEventsBefore(cutoff: Date): Promise<number> {
    const affected = await this.tx.write((m) => this.users.deleteEventsBefore(m, cutoff));
    return affected ?? 0;
  }
}
