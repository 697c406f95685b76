import { Injectable } from '@nestjs/common';
import {
  csvLine,
  type AllocationOverviewResponse,
  type AllocationVideoRow,
  type StudySettings,
} from '@vvq/contracts';
import { ratingsNeeded, reportedHalfWidth } from '@vvq/subjective';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { QualityMarksService } from '../quality/index.js';
import { StudySettingsService } from '../study/index.js';
import {
  allocationRuleOf,
  requiredSums,
  VideoAllocationService,
  type AllocationRule,
} from '../videos/index.js';

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

  /**
   * The allocation view: every scored video's interval against the target (under the adaptive rule, whichever
   * allocation runs, so a lab on balanced sees what adaptive would stop), its stop, the share done and the forecast.
   */
  async overview(): Promise<AllocationOverviewResponse> {
    const settings = await this.settings.current();
    const adaptive = await this.ruleFor(settings);
    const r = adaptive ?? allocationRuleOf(settings);
    const marked = new Set(Object.values(await this.marks.idsByKind()).flat());
    const rows = (await this.allocation.allSums(undefined)).filter((v) => !marked.has(v.id) && !v.retired);
    const videos: AllocationVideoRow[] = rows.map((v) => {
      const sums = requiredSums(v, r.dimensions);
      const widths = sums.map((s) => reportedHalfWidth(s, r.rule));
      return {
        video_id: v.id,
        label: v.label,
        ratings: v.ratings_count,
        reserved: v.reserved_count,
        half_width:
          widths.some((w) => w === null) || widths.length === 0 ? null : Math.max(...(widths as number[])),
        needed: ratingsNeeded(sums, r.rule),
        stopped_at: adaptive && v.stopped_at ? v.stopped_at.toISOString() : null,
      };
    });
    const stopped = videos.filter((v) => v.stopped_at !== null).length;
    return {
      allocation: settings.allocation,
      target_half_width: r.rule.targetHalfWidth,
      min_ratings: r.rule.minRatings,
      max_ratings: r.rule.maxRatings,
      dimensions: r.dimensions,
      complete: adaptive !== null && videos.length > 0 && stopped === videos.length,
      videos_total: videos.length,
      videos_stopped: stopped,
      share_done: videos.length === 0 ? 0 : stopped / videos.length,
      ratings_collected: videos.reduce((a, v) => a + v.ratings, 0),
      ratings_still_needed: videos
        .filter((v) => v.stopped_at === null)
        .reduce((a, v) => a + Math.max(0, v.needed - v.ratings), 0),
      videos,
    };
  }

  /** The allocation view as CSV (formula-safe): one line per video, with when it stopped. */
  async overviewCsv(): Promise<string> {
    const view = await this.overview();
    const header = ['video_id', 'label', 'ratings', 'reserved', 'half_width', 'target_half_width', 'needed'];
    const lines = [csvLine([...header, 'stopped', 'stopped_at'])];
    for (const v of view.videos)
      lines.push(
        csvLine([
          v.video_id,
          v.label,
          v.ratings,
          v.reserved,
          v.half_width,
          view.target_half_width,
          v.needed,
          v.stopped_at !== null,
          v.stopped_at,
        ]),
      );
    return lines.join('');
  }
}
