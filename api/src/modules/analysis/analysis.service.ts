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
import {
  type ObserverPage,
  conditionOf,
  type ScoreRecord,
  type VideoAttributes,
  writeSurealDataset,
  type SurealPresentation,
} from '@vvq/subjective';
import { panelPseudonymFor, pseudonymFor } from './export/pseudonym.js';
import { type CacheOutcome, SingleFlightCache } from '../../common/cache/single-flight-cache.js';
import type { DatabaseAnalysisTask } from './worker/analysis-task.js';
import { AnalysisWorkerPool } from './worker/analysis-worker-pool.service.js';

/**
 * Memory one API process gives to finished analysis answers (JSON, 3–7 MiB each at 8,448 videos and 10,000
 * participants, so a dozen queries or observer pages) and to each kind of export; bounded so that API_WORKERS
 * processes cannot grow without limit. See docs/developer/decisions/analysis.md.
 */
const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;
const EXPORT_CACHE_BYTES = 16 * 1024 * 1024;

export interface SurealFile {
  filename: string;
  text: string;
}

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
  // Three caches, one per kind of answer, so a burst of observer pages cannot push the exports' tables out.
  private readonly answers = new SingleFlightCache<Buffer>({
    maxSize: ANSWER_CACHE_BYTES,
    sizeOf: (body) => body.byteLength,
  });
  private readonly tables = new SingleFlightCache<ConditionTableRow[]>({
    maxSize: EXPORT_CACHE_BYTES,
    sizeOf: (rows) => Buffer.byteLength(JSON.stringify(rows)),
  });
  private readonly surealFiles = new SingleFlightCache<SurealFile>({
    maxSize: EXPORT_CACHE_BYTES,
    sizeOf: (file) => file.text.length * 2,
  });

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

  /**
   * The ratings of the query's dimension as a worker task, the buffers that move with it, and the data version
   * they were read at (one snapshot).
   */
  private async databaseTask(
    q: ResolvedAnalysisQuery,
  ): Promise<{ version: string; task: DatabaseAnalysisTask; transfer: ArrayBuffer[] }> {
    const {
      version,
      data: { columns, videos },
    } = await this.data.versionedScoreColumns(q.dimension, q.includeFlagged, q.groupBy !== null, q.language);
    if (q.groupBy !== null && !videos.some((v) => v.attributes && q.groupBy! in v.attributes)) {
      throw new BadRequestException(
        `group_by: no rated stimulus has the attribute "${q.groupBy}" (the manifest's further columns are the attributes)`,
      );
    }
    const transfer = [
      columns.userIds.buffer,
      columns.videoIds.buffer,
      columns.scores.buffer,
    ] as ArrayBuffer[];
    return { version, task: { query: q, columns, videos, pseudonymKey: this.pseudonymKey }, transfer };
  }

  /**
   * GET /admin/analysis as the JSON bytes to send, from the cache while the data version is unchanged (one cheap
   * query per call: AnalysisDataRepository.version). One entry per query and page of observers.
   */
  async analyse(
    q: ResolvedAnalysisQuery,
    page: ObserverPage,
  ): Promise<{ body: Buffer; outcome: CacheOutcome }> {
    // Every resolved option is part of the key (a future option too: the object is spread, not picked from).
    const key = JSON.stringify({ ...q, page });
    const { value, outcome } = await this.answers.get(await this.data.version(), key, async () => {
      const { version, task, transfer } = await this.databaseTask(q);
      const json = await this.workers.run('analyseDatabase', { ...task, page }, transfer);
      if (!(json instanceof Uint8Array)) throw new BadRequestException(json.error);
      return { version, value: Buffer.from(json.buffer, json.byteOffset, json.byteLength) };
    });
    return { body: value, outcome };
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

  /** The per-condition table (always with the MLE columns, whatever `model` asks), cached like the analysis. */
  async conditionTable(q: ResolvedAnalysisQuery): Promise<ConditionTableRow[]> {
    const key = JSON.stringify({ ...q, model: 'mle' });
    const { value } = await this.tables.get(await this.data.version(), key, async () => {
      const { version, task, transfer } = await this.databaseTask(q);
      return { version, value: await this.workers.run('conditionTableOf', task, transfer) };
    });
    return value;
  }

  /** sureal dataset module text for one dimension and unit of presentation, cached like the analysis. */
  async surealDataset(
    dimension: RatingDimension,
    unit: AnalysisUnit,
    includeFlagged = false,
    language: string | null = null,
  ): Promise<SurealFile> {
    const key = JSON.stringify({ dimension, unit, includeFlagged, language });
    const { value } = await this.surealFiles.get(await this.data.version(), key, async () => {
      const { version, data: rows } = await this.data.versionedScores(dimension, includeFlagged, language);
      return { version, value: this.surealFile(rows, dimension, unit, language) };
    });
    return value;
  }

  private surealFile(
    rows: readonly ScoreRow[],
    dimension: RatingDimension,
    unit: AnalysisUnit,
    language: string | null = null,
  ): SurealFile {
    const { scores, attributes } = this.toEngineInput(rows);
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
    // A Python identifier: pt-BR becomes pt_BR.
    const datasetName = `vvq_${dimension}_${unit}${language ? `_${language.replace(/-/g, '_')}` : ''}`;
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
