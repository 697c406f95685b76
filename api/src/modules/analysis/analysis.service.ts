import { BadRequestException, Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import {
  ANALYSIS_UPLOAD_MAX_BYTES,
  type AnalysisResponse,
  type AnalysisUnit,
  type ConditionTableRow,
  type RatingDimension,
} from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AnalysisDataRepository, type ScoreRow } from './analysis-data.repository.js';
import type { ResolvedAnalysisQuery } from './dto/analysis-query.dto.js';
import type { ObserverPage } from './engine/analysis-page.js';
import { conditionOf, type ScoreRecord, type VideoAttributes } from './engine/presentation-units.js';
import { writeSurealDataset, type SurealPresentation } from './engine/sureal-dataset.js';
import { panelPseudonymFor, pseudonymFor } from './export/pseudonym.js';
import type { DatabaseAnalysisTask } from './worker/analysis-task.js';
import { AnalysisWorkerPool } from './worker/analysis-worker-pool.service.js';
import { toScoreColumns } from './worker/score-columns.js';

interface LoadedScores {
  scores: ScoreRecord[];
  attributes: Map<string, VideoAttributes>;
  userIds: Map<string, number>;
}

/** The bytes in an ArrayBuffer of their own, which can be moved to the worker (a pooled Buffer is copied first). */
function ownBytes(buffer: Buffer): [Uint8Array, ArrayBuffer[]] {
  const whole = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
  const bytes = whole ? new Uint8Array(buffer.buffer) : new Uint8Array(buffer);
  return [bytes, [bytes.buffer as ArrayBuffer]];
}

/**
 * Runs the pure engine on database ratings or an uploaded CSV, in the worker pool: the event loop only reads the
 * database and hands columns over, so participants' requests keep their latency while an analysis runs.
 */
@Injectable()
export class AnalysisService {
  private readonly pseudonymKey: string;

  constructor(
    private readonly data: AnalysisDataRepository,
    private readonly workers: AnalysisWorkerPool,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.pseudonymKey = config.analysisPseudonymKey;
  }

  observerId(userId: number): string {
    return pseudonymFor(userId, this.pseudonymKey);
  }

  /** The raw export's pseudonymous panel id; null for a participant who signed up. */
  panelParticipantId(panel: unknown, participantId: unknown): string | null {
    if (typeof panel !== 'string' || typeof participantId !== 'string') return null;
    return panelPseudonymFor(panel, participantId, this.pseudonymKey);
  }

  private toEngineInput(rows: readonly ScoreRow[]): LoadedScores {
    const attributes = new Map<string, VideoAttributes>();
    const userIds = new Map<string, number>();
    const scores = rows.map((r) => {
      const presentation = String(r.video_id);
      const observer = this.observerId(r.user_id);
      userIds.set(observer, r.user_id);
      if (!attributes.has(presentation)) {
        attributes.set(presentation, {
          video_id: r.video_id,
          content: r.content,
          view: r.view,
          compression_type: r.compression_type,
          qp: r.qp,
          url: r.url,
          label: r.label,
        });
      }
      return { observer, presentation, score: r.score };
    });
    return { scores, attributes, userIds };
  }

  /** The ratings of the query's dimension as a worker task, and the buffers that move with it. */
  private async databaseTask(q: ResolvedAnalysisQuery): Promise<[DatabaseAnalysisTask, ArrayBuffer[]]> {
    const { columns, videos } = toScoreColumns(await this.data.scores(q.dimension, q.includeFlagged));
    const transfer = [
      columns.userIds.buffer,
      columns.videoIds.buffer,
      columns.scores.buffer,
    ] as ArrayBuffer[];
    return [{ query: q, columns, videos, pseudonymKey: this.pseudonymKey }, transfer];
  }

  async analyse(q: ResolvedAnalysisQuery, page: ObserverPage): Promise<AnalysisResponse> {
    const [task, transfer] = await this.databaseTask(q);
    return this.workers.run('analyseDatabase', { ...task, page }, transfer);
  }

  /** Body: text/csv bytes (a Buffer), a text/plain string, or JSON {csv}. */
  async analyseUpload(
    body: unknown,
    q: ResolvedAnalysisQuery,
    page: ObserverPage,
  ): Promise<AnalysisResponse> {
    const csv = Buffer.isBuffer(body)
      ? body
      : typeof body === 'string'
        ? body
        : (body as { csv?: unknown } | null)?.csv;
    if ((typeof csv !== 'string' && !Buffer.isBuffer(csv)) || csv.length === 0) {
      throw new BadRequestException(
        'Send the scores as a text/csv body or as JSON {"csv": "observer,presentation,score\\n..."}',
      );
    }
    const bytes = typeof csv === 'string' ? Buffer.byteLength(csv, 'utf8') : csv.length;
    if (bytes > ANALYSIS_UPLOAD_MAX_BYTES) {
      throw new PayloadTooLargeException(
        `The CSV is larger than ${ANALYSIS_UPLOAD_MAX_BYTES / 1024 / 1024} MiB`,
      );
    }
    const [input, transfer] = typeof csv === 'string' ? [csv, []] : ownBytes(csv);
    const result = await this.workers.run('analyseUpload', { csv: input, query: q, page }, transfer);
    if (!result.ok) {
      throw new BadRequestException({ statusCode: 400, error: result.errors[0], message: result.errors });
    }
    return result.response;
  }

  async conditionTable(q: ResolvedAnalysisQuery): Promise<ConditionTableRow[]> {
    const [task, transfer] = await this.databaseTask(q);
    return this.workers.run('conditionTableOf', task, transfer);
  }

  /** sureal dataset module text for one dimension and unit of presentation. */
  async surealDataset(
    dimension: RatingDimension,
    unit: AnalysisUnit,
    includeFlagged = false,
  ): Promise<{ filename: string; text: string }> {
    const { scores, attributes } = this.toEngineInput(await this.data.scores(dimension, includeFlagged));
    const presentations = new Map<string, SurealPresentation>();
    const unitScores = scores.map((s) => {
      const v = attributes.get(s.presentation) as VideoAttributes;
      if (unit === 'video') {
        if (!presentations.has(s.presentation)) {
          presentations.set(s.presentation, {
            id: s.presentation,
            content: v.content,
            path: v.url || v.label || s.presentation,
          });
        }
        return s;
      }
      const c = conditionOf('compression', v);
      if (!presentations.has(c.key)) {
        presentations.set(c.key, {
          id: c.key,
          content: v.content,
          path: `${v.content}_${v.compression_type}_qp${v.qp}`,
        });
      }
      return { ...s, presentation: c.key };
    });
    const datasetName = `vvq_${dimension}_${unit}`;
    const text = writeSurealDataset({
      datasetName,
      comment: [
        `VVQ ratings for sureal: dimension ${dimension}, unit of presentation ${unit}, ${presentations.size} presentations, ${scores.length} scores.`,
        'Observers are pseudonymous. Run e.g.: sureal --dataset this_file.py --models MOS BT500 P913 --output-dir out/',
      ],
      presentations: [...presentations.values()],
      scores: unitScores,
    });
    return { filename: `${datasetName}.py`, text };
  }
}
