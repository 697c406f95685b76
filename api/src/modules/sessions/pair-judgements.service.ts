import { Injectable } from '@nestjs/common';
import { PairAssignmentRepository, type PairJudgementRow } from './pair-assignment.repository.js';

export type PairJudgementRecord = PairJudgementRow;

/** What other modules read of pair comparison: whether judgements exist (method readiness) and the judgements. */
@Injectable()
export class PairJudgementsService {
  constructor(private readonly pairs: PairAssignmentRepository) {}

  count(): Promise<number> {
    return this.pairs.countJudgements();
  }

  all(): Promise<PairJudgementRecord[]> {
    return this.pairs.judgements();
  }
}
