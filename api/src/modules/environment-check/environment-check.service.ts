import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  evaluateEnvironmentCheck,
  type EnvironmentCheckRequest,
  type EnvironmentCheckResult,
  type EnvironmentCheckStatus,
} from '@vvq/contracts';
import { toIsoString } from '../../database/sql-values.js';
import { isDuplicateKeyError } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { StudySettingsService } from '../study/index.js';
import type { EnvironmentCheck } from './environment-check.entity.js';
import { EnvironmentChecksRepository } from './environment-checks.repository.js';

function toResult(row: EnvironmentCheck): EnvironmentCheckResult {
  return {
    viewport_width: row.viewport_width,
    viewport_height: row.viewport_height,
    screen_width: row.screen_width,
    screen_height: row.screen_height,
    device_pixel_ratio: Number(row.device_pixel_ratio),
    browser: row.browser,
    user_agent: row.user_agent,
    mime_types: row.mime_types,
    codec_supported: Boolean(row.codec_supported),
    test_clip_played: Boolean(row.test_clip_played),
    test_clips: row.test_clips ?? null,
    fullscreen_entered: row.fullscreen_entered === null ? null : Boolean(row.fullscreen_entered),
    // Only volumetric studies ask for these; other results keep exactly their earlier shape.
    ...(row.webgl2 === null || row.webgl2 === undefined ? {} : { webgl2: Boolean(row.webgl2) }),
    ...(row.render_fps === null || row.render_fps === undefined
      ? {}
      : { render_fps: Number(row.render_fps) }),
    passed: Boolean(row.passed),
    reasons: row.reasons === '' ? [] : row.reasons.split('\n'),
    checked_at: toIsoString(row.checked_at),
    attempts: row.attempts,
  };
}

/**
 * Owns `environment_checks`. The browser reports what it measured; this service decides pass or fail against the
 * current study settings (the same rule the browser shows, evaluateEnvironmentCheck) and keeps the latest attempt.
 */
@Injectable()
export class EnvironmentCheckService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly settings: StudySettingsService,
    private readonly checks: EnvironmentChecksRepository,
  ) {}

  async record(userId: number, report: EnvironmentCheckRequest): Promise<EnvironmentCheckResult> {
    const settings = await this.settings.current();
    const reasons = evaluateEnvironmentCheck(report, settings);
    const values = {
      ...pick(report),
      passed: reasons.length === 0,
      reasons: reasons.join('\n'),
      checked_at: new Date(),
    };
    const write = () => this.tx.write((m) => this.checks.recordLatest(m, userId, values));
    try {
      return toResult(await write());
    } catch (error) {
      // Two racing first attempts: the unique user_id lets one insert; the other becomes an update.
      if (isDuplicateKeyError(error)) return toResult(await write());
      throw error;
    }
  }

  async status(userId: number): Promise<EnvironmentCheckStatus> {
    const [settings, row] = await Promise.all([this.settings.current(), this.checks.forUser(userId)]);
    const result = row ? toResult(row) : null;
    return { required: settings.environment_check, passed: result?.passed ?? false, result };
  }

  /** Whether the participant may rate: the study runs no check, or their latest check passed. */
  async allowsRating(userId: number): Promise<boolean> {
    const settings = await this.settings.current();
    if (!settings.environment_check) return true;
    const row = await this.checks.passedOf(userId);
    return Boolean(row?.passed);
  }

  /** The stored checks of these participants, by user id (the raw export joins them to the ratings). */
  async byUserIds(userIds: readonly number[]): Promise<Map<number, EnvironmentCheckResult>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.checks.byUserIds(ids);
    return new Map(rows.map((r) => [r.user_id, toResult(r)]));
  }

  /** Deletes the participant's check in the caller's transaction (withdrawal of consent). */
  async deleteForUser(m: EntityManager, userId: number): Promise<void> {
    await this.checks.deleteForUser(m, userId);
  }
}

/** Only the reported fields (the DTO instance may carry nothing else, but the row must not depend on that). */
function pick(r: EnvironmentCheckRequest): EnvironmentCheckRequest & {
  test_clips: string | null;
  webgl2: boolean | null;
  render_fps: number | null;
} {
  return {
    viewport_width: r.viewport_width,
    viewport_height: r.viewport_height,
    screen_width: r.screen_width,
    screen_height: r.screen_height,
    device_pixel_ratio: r.device_pixel_ratio,
    browser: r.browser,
    user_agent: r.user_agent,
    mime_types: r.mime_types,
    codec_supported: r.codec_supported,
    test_clip_played: r.test_clip_played,
    test_clips: r.test_clips ?? null,
    fullscreen_entered: r.fullscreen_entered,
    webgl2: r.webgl2 ?? null,
    render_fps: r.render_fps ?? null,
  };
}
