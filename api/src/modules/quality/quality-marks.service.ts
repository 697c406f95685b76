import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  QUALITY_MARK_KINDS,
  RATING_LABEL_SETS,
  TRAP_INSTRUCTION_ONLY,
  TRAP_INSTRUCTION_REQUIRED,
  trapInstruction,
  type QualityMark,
  type QualityMarkKind,
  type QualityMarkRequest,
  type QualityTargets,
} from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { toIsoString } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { StudySettingsService } from '../study/index.js';
import { type CatalogueVideo, VideosService } from '../videos/index.js';
import type { QualityMarkRow } from './quality-mark.entity.js';
import { QualityRepository } from './quality.repository.js';

const VIDEO_NOT_FOUND = 'Video not found';
const MARK_NOT_FOUND = 'This video has no quality mark';

function parseTargets(text: string): QualityTargets {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as QualityTargets) : {};
  } catch {
    return {};
  }
}

/** What the assignment and the rules read of a mark. */
export interface MarkRecord {
  video_id: number;
  kind: QualityMarkKind;
  targets: QualityTargets;
  /** As stored: null for other kinds and for traps marked before instructions existed. */
  instruction: string | null;
}

/**
 * Owns `quality_marks`: which catalogue videos are training, gold or trap items. Read inside the caller's transaction
 * (the table holds a few dozen rows), so an assignment never uses a mark another process has just changed.
 */
@Injectable()
export class QualityMarksService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly videos: VideosService,
    private readonly settings: StudySettingsService,
    private readonly quality: QualityRepository,
  ) {}

  /** Every mark, by video id. */
  async all(m?: EntityManager): Promise<MarkRecord[]> {
    const rows = await this.quality.marks(m);
    return rows.map((r) => ({
      video_id: r.video_id,
      kind: r.kind,
      targets: parseTargets(r.targets),
      instruction: r.instruction,
    }));
  }

  /** Marked video ids per kind (each list by id). */
  async idsByKind(m?: EntityManager): Promise<Record<QualityMarkKind, number[]>> {
    const byKind = Object.fromEntries(QUALITY_MARK_KINDS.map((k) => [k, [] as number[]])) as Record<
      QualityMarkKind,
      number[]
    >;
    for (const mark of await this.all(m)) byKind[mark.kind].push(mark.video_id);
    return byKind;
  }

  async list(): Promise<QualityMark[]> {
    const rows = await this.quality.marks();
    const videos = await this.videos.describe(rows.map((r) => r.video_id));
    const labels = await this.scoreLabels();
    return rows.flatMap((r) => {
      const v = videos.get(r.video_id);
      return v ? [this.toMark(r, v, labels)] : [];
    });
  }

  /**
   * The instruction of each trap among `videoIds` (what the participant reads over the clip), by video id. A trap
   * stored without one (marked before instructions existed) gets one generated from its targets in the study's
   * current scale words. Pass the transaction's manager to read in it.
   */
  async trapInstructions(videoIds: readonly number[], m?: EntityManager): Promise<Map<number, string>> {
    const wanted = new Set(videoIds);
    const traps = (await this.all(m)).filter((r) => r.kind === 'trap' && wanted.has(r.video_id));
    if (traps.length === 0) return new Map();
    const labels = await this.scoreLabels();
    return new Map(traps.map((r) => [r.video_id, r.instruction ?? trapInstruction(r.targets, labels)]));
  }

  /** The slider captions of the study's label preset: the words a generated instruction uses. */
  private async scoreLabels(): Promise<Readonly<Record<number, string>>> {
    return RATING_LABEL_SETS[(await this.settings.current()).rating_labels].slider;
  }

  /** Sets or replaces the mark of a video; the targets are normalised to what the kind allows. */
  async set(videoId: number, request: QualityMarkRequest, adminId: number | null): Promise<QualityMark> {
    const video = (await this.videos.describe([videoId])).get(videoId);
    if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
    const targets = normaliseTargets(request);
    const row: QualityMarkRow = {
      video_id: videoId,
      kind: request.kind,
      targets: JSON.stringify(targets),
      instruction: normaliseInstruction(request),
      marked_at: new Date(),
      marked_by_admin_id: adminId,
    };
    await this.tx.write((m) => this.quality.saveMark(m, row));
    return this.toMark(row, video, await this.scoreLabels());
  }

  async clear(videoId: number): Promise<void> {
    const affected = await this.tx.write((m) => this.quality.deleteMark(m, videoId));
    if (!affected) throw new NotFoundException(MARK_NOT_FOUND);
  }

  private toMark(
    r: QualityMarkRow,
    v: CatalogueVideo,
    labels: Readonly<Record<number, string>>,
  ): QualityMark {
    const targets = parseTargets(r.targets);
    return {
      video_id: r.video_id,
      content: v.content,
      view: v.view,
      compression_type: v.compression_type,
      qp: v.qp,
      label: v.label,
      url: v.url,
      kind: r.kind,
      targets,
      instruction: r.kind === 'trap' ? (r.instruction ?? trapInstruction(targets, labels)) : null,
      marked_at: toIsoString(r.marked_at),
    };
  }
}

/**
 * Training takes no targets; gold and trap need at least one; a trap's tolerance is always 0 (the clip names the
 * score). The DTO has checked each target's range already.
 */
export function normaliseTargets(request: QualityMarkRequest): QualityTargets {
  const entries = Object.entries(request.targets ?? {}).filter(([, t]) => t !== undefined && t !== null);
  if (request.kind === 'training') {
    if (entries.length > 0) throw new BadRequestException('A training video takes no targets');
    return {};
  }
  if (entries.length === 0)
    throw new BadRequestException(`A ${request.kind} video needs a target score on at least one dimension`);
  return Object.fromEntries(
    entries.map(([d, t]) => [d, { score: t.score, tolerance: request.kind === 'trap' ? 0 : t.tolerance }]),
  ) as QualityTargets;
}

/**
 * A trap must carry its instruction: without one the clip asks for nothing and every honest rater fails it. The other
 * kinds take none (a gold item is rated as seen, a training one is explained by its own screen). The DTO has trimmed
 * the text and checked its length.
 */
export function normaliseInstruction(request: QualityMarkRequest): string | null {
  const text = typeof request.instruction === 'string' ? request.instruction.trim() : '';
  if (request.kind !== 'trap') {
    if (text !== '') throw new BadRequestException(TRAP_INSTRUCTION_ONLY);
    return null;
  }
  if (text === '') throw new BadRequestException(TRAP_INSTRUCTION_REQUIRED);
  return text;
}
