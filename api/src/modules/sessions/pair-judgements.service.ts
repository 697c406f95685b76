import { Injectable } from '@nestjs/common';
import type { StoredPairTrial } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { toIsoString } from '../../database/sql-values.js';
import { PairAssignmentRepository, type PairJudgementRow } from './pair-assignment.repository.js';

export type PairJudgementRecord = PairJudgementRow;

/**
 * What other modules may do with pair comparison's data: whether judgements exist (method readiness), the judgements
 * (analysis), a participant's progress (panel completion), their export, and their deletion.
 */
@Injectable()
export class PairJudgementsService {
  constructor(private readonly pairs: PairAssignmentRepository) {}

  count(): Promise<number> {
    return this.pairs.countJudgements();
  }

  all(): Promise<PairJudgementRecord[]> {
    return this.pairs.judgements();
  }

  /** Changes whenever a judgement is stored or deleted (see PairAssignmentRepository.judgementsFingerprint). */
  fingerprint(m?: EntityManager): Promise<string> {
    return this.pairs.judgementsFingerprint(m);
  }

  /**
   * Per video, how many scored pair judgements it took part in (either side); gold pairs, a check of the
   * participant, are not counted. Videos never judged are absent.
   */
  async scoredCountsByVideo(): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const j of await this.pairs.judgements()) {
      if (j.known_winner_id !== null) continue;
      for (const id of [j.left_video_id, j.right_video_id]) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  /** How many pairs the participant holds and how many of them they judged (a panel participant's completion). */
  async progress(userId: number): Promise<{ assigned: number; judged: number }> {
    const trials = await this.pairs.trialsOfOutside(userId);
    return { assigned: trials.length, judged: trials.filter((t) => t.judged_at !== null).length };
  }

  /** The participant's pairs and judgements as their personal-data export shows them. */
  async forParticipant(userId: number): Promise<StoredPairTrial[]> {
    return (await this.pairs.trialsOfOutside(userId)).map((t) => ({
      id: t.id,
      session_id: t.session_id,
      left_video_id: t.left_video_id,
      right_video_id: t.right_video_id,
      assigned_at: toIsoString(t.assigned_at),
      judged_at: t.judged_at === null ? null : toIsoString(t.judged_at),
      choices: t.choices,
    }));
  }

  /** The participant's pairs and judgements go with them; the pairs' counters follow (caller's transaction). */
  deleteForUser(m: EntityManager, userId: number): Promise<void> {
    return this.pairs.deleteForUser(m, userId);
  }
}
