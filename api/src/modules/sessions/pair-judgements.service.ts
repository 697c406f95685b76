import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PairAssignmentRepository, type PairJudgementRow } from './pair-assignment.repository.js';

export type PairJudgementRecord = PairJudgementRow;

/**
 * What other modules may do with pair comparison's data: whether judgements exist (method readiness), the judgements
 * (analysis), and a participant's deletion.
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

  /** The participant's pairs and judgements go with them; the pairs' counters follow (caller's transaction). */
  deleteForUser(m: EntityManager, userId: number): Promise<void> {
    return this.pairs.deleteForUser(m, userId);
  }
}
