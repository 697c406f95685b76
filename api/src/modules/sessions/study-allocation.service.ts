import { Injectable } from '@nestjs/common';
import type { StudySettings } from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { QualityMarksService } from '../quality/index.js';
import { StudySettingsService } from '../study/index.js';
import { allocationRuleOf, VideoAllocationService, type AllocationRule } from '../videos/index.js';

/**
 * The study-level side of the `allocation` setting: under `adaptive`, the rule the session start claims by (applied
 * to every video once per process and after each change of the rule), and whether the study is complete (every
 * scored video stopped; marked training, gold and trap items never count).
 */
@Injectable()
export class StudyAllocationService {
  /** The rule whose ratings needed this process has written to every video; null under balanced. */
  private applied: { key: string; done: Promise<void> } | null = null;

  constructor(
    private readonly tx: TransactionRunner,
    private readonly settings: StudySettingsService,
    private readonly allocation: VideoAllocationService,
    private readonly marks: QualityMarksService,
  ) {}

  /**
   * The adaptive rule for a session start, with every video's ratings needed computed under it; null under
   * balanced. Concurrent first starts share one recomputation.
   */
  async ruleFor(settings: StudySettings): Promise<AllocationRule | null> {
    if (settings.allocation !== 'adaptive') {
      this.applied = null;
      return null;
    }
    const rule = allocationRuleOf(settings);
    if (this.applied?.key !== rule.key) {
      const done = this.tx.write((m) => this.allocation.recomputeAll(m, rule, new Date()));
      this.applied = { key: rule.key, done };
      done.catch(() => {
        if (this.applied?.done === done) this.applied = null;
      });
    }
    await this.applied.done;
    return rule;
  }

  /** Under adaptive, whether every scored video has stopped (false under balanced); outside any transaction. */
  async isComplete(): Promise<boolean> {
    if ((await this.ruleFor(await this.settings.current())) === null) return false;
    return this.allStopped();
  }

  /** Whether every scored video has stopped, in the caller's transaction if any (the rule already applied). */
  async allStopped(m?: EntityManager): Promise<boolean> {
    const marked = await this.marks.idsByKind(m);
    return this.allocation.allStopped(m, Object.values(marked).flat());
  }
}
