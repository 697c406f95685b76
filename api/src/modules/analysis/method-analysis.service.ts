import { BadRequestException, ConflictException, Injectable, PayloadTooLargeException } from '@nestjs/common';
import {
  ANALYSIS_MODELS,
  ANALYSIS_UPLOAD_MAX_BYTES,
  PAIR_MODELS,
  RATING_DIMENSIONS,
  csvLine,
  type DmosResponse,
  type LivePairComparisonResponse,
  type MethodAnalysisResponse,
  type RatingDimension,
  type PairModel,
  type UploadMethod,
} from '@vvq/contracts';
import { writeSurealPairDataset, type PairJudgement } from '@vvq/subjective';
import { QualityGateService } from '../quality/index.js';
import { PairJudgementsService, missedDimensions } from '../sessions/index.js';
import { VideoReferencesService } from '../videos/index.js';
import { AnalysisDataRepository } from './analysis-data.repository.js';
import { AnalysisService } from './analysis.service.js';
import { AnalysisWorkerPool } from './worker/analysis-worker-pool.service.js';

/** Which `model` values each upload method takes (none is always fine: the method's default). */
const MODELS_OF: Record<UploadMethod, readonly string[]> = {
  acr: ANALYSIS_MODELS,
  'acr-hr': ['mle'],
  pc: PAIR_MODELS,
};

const EXAMPLE: Record<Exclude<UploadMethod, 'acr'>, string> = {
  'acr-hr': 'observer,presentation,content,is_reference,score\\n...',
  pc: 'observer,a,b,winner\\n...',
};

/** A model the method does not have is a client error, named with the ones it has. */
export function checkUploadModel(method: UploadMethod, model: string | undefined): void {
  if (model !== undefined && !MODELS_OF[method].includes(model)) {
    throw new BadRequestException(
      `model must be one of: ${MODELS_OF[method].join(', ')} for method=${method}`,
    );
  }
}

/**
 * The analysis upload of the other test methods (ACR-HR, pair comparison): same body rules and limits as the ACR
 * upload, parsed and analysed in the worker pool so the event loop stays free for participants.
 */
@Injectable()
export class MethodAnalysisService {
  constructor(
    private readonly workers: AnalysisWorkerPool,
    private readonly data: AnalysisDataRepository,
    private readonly analysis: AnalysisService,
    private readonly references: VideoReferencesService,
    private readonly pairJudgements: PairJudgementsService,
    private readonly gate: QualityGateService,
  ) {}

  /**
   * Every stored pair judgement, one CSV row per judged pair (formula-safe: labels go through csvLine). `left` is
   * the video shown first (on the left on wide screens); each dimension holds left, right or tie. Gold pairs are
   * in it too, marked `kind=gold` with the dimensions that missed their known winner, and every row carries its
   * participant's gating state, as the ACR raw export does (docs/experimenter/quality-control.md).
   */
  async pairRawCsv(): Promise<string> {
    const [rows, videos] = await Promise.all([this.pairJudgements.all(), this.references.activeVideos()]);
    const flags = await this.gate.statesByUser(rows.map((r) => r.user_id));
    const label = (id: number) => videos.get(id)?.label ?? '';
    const lines = [
      csvLine([
        'observer',
        'judged_at',
        'content',
        'left_video_id',
        'left_label',
        'right_video_id',
        'right_label',
        ...RATING_DIMENSIONS,
        'kind',
        'known_winner_video_id',
        'gold_missed',
        'participant_flagged',
        'flag_rules',
      ]),
    ];
    for (const r of rows) {
      lines.push(
        csvLine([
          this.analysis.observerId(r.user_id),
          r.judged_at,
          videos.get(r.left_video_id)?.content ?? '',
          r.left_video_id,
          label(r.left_video_id),
          r.right_video_id,
          label(r.right_video_id),
          ...RATING_DIMENSIONS.map((d) => r.choices[d]),
          r.known_winner_id === null ? 'scored' : 'gold',
          r.known_winner_id ?? '',
          missedDimensions(r, r.choices).join(';'),
          flags.get(r.user_id)?.flagged ? 1 : 0,
          flags.get(r.user_id)?.rules.join(';') ?? '',
        ]),
      );
    }
    return lines.join('');
  }

  /** One dimension's judgements as a sureal PC dataset; stimuli named by video id, path = media URL or label. */
  async pairSurealDataset(dimension: RatingDimension): Promise<string> {
    const [{ dimensions }, videos] = await Promise.all([
      this.pairJudgementsByDimension(),
      this.references.activeVideos(),
    ]);
    const judgements = dimensions[dimension];
    const ids = [...new Set(judgements.flatMap((j) => [j.a, j.b]))];
    return writeSurealPairDataset({
      datasetName: `vvq_pc_${dimension}`,
      comment: [`VVQ pair comparison, dimension ${dimension}: asset ids follow the video ids in order`],
      stimuli: ids
        .map(Number)
        .sort((x, y) => x - y)
        .map((id) => {
          const v = videos.get(id);
          return { id: String(id), content: v?.content ?? 'retired', path: v?.url || v?.label || String(id) };
        }),
      judgements,
    });
  }

  /**
   * The live pair-comparison scaling: every stored judgement (a = the video shown left, b = the one shown right,
   * 'tie' where allowed: half a win to each), one scaling per dimension, stimuli named by video id, with the
   * upload's observer screening (the same analysePairComparison): every observer reported, the flagged ones left
   * out of a refit when `screening` is on.
   */
  async livePairComparison(
    model: PairModel,
    options: { screening: boolean; includeFlagged: boolean } = { screening: true, includeFlagged: false },
  ): Promise<LivePairComparisonResponse> {
    const { dimensions } = await this.pairJudgementsByDimension(options.includeFlagged);
    return this.workers.run('livePairComparison', { model, dimensions, screening: options.screening });
  }

  /**
   * The stored judgements per dimension: a = the video shown left, b = the one shown right. Gold pairs check the
   * participant and are kept out of the scale; so is everyone live gating stopped (an unreversed flag) unless
   * `includeFlagged`, as the ACR analysis leaves them out.
   */
  private async pairJudgementsByDimension(includeFlagged = false): Promise<{
    dimensions: Record<RatingDimension, PairJudgement[]>;
  }> {
    const [all, flagged] = await Promise.all([
      this.pairJudgements.all(),
      includeFlagged ? new Set<number>() : this.gate.flaggedUserIds(),
    ]);
    const rows = all.filter((r) => r.known_winner_id === null && !flagged.has(r.user_id));
    const dimensions = Object.fromEntries(RATING_DIMENSIONS.map((d) => [d, [] as PairJudgement[]])) as Record<
      RatingDimension,
      PairJudgement[]
    >;
    for (const r of rows) {
      const observer = this.analysis.observerId(r.user_id);
      for (const d of RATING_DIMENSIONS) {
        const choice = r.choices[d];
        dimensions[d].push({
          observer,
          a: String(r.left_video_id),
          b: String(r.right_video_id),
          winner: choice === 'left' ? 'a' : choice === 'right' ? 'b' : 'tie',
        });
      }
    }
    return { dimensions };
  }

  /**
   * The live ACR-HR analysis: DMOS per catalogue video of the study's ratings of `dimension` (flagged participants
   * left out, as in the analysis), each video its own presentation, the reference of its content from the
   * catalogue's marks. Not cached: the reference marks can change without a rating.
   */
  async liveDmos(dimension: RatingDimension): Promise<DmosResponse> {
    const [rows, refs] = await Promise.all([this.data.scores(dimension), this.references.referenceIds()]);
    const records = rows.map((r) => ({
      observer: this.analysis.observerId(r.user_id),
      presentation: String(r.video_id),
      content: r.content,
      isReference: refs.has(r.video_id),
      score: r.score,
    }));
    const result = await this.workers.run('liveDmos', records);
    if (!result.ok)
      throw new ConflictException({ statusCode: 409, error: result.errors[0], message: result.errors });
    return result.response as DmosResponse;
  }

  async analyseUpload(
    body: unknown,
    method: Exclude<UploadMethod, 'acr'>,
    model: string | undefined,
    screening: boolean,
  ): Promise<MethodAnalysisResponse> {
    checkUploadModel(method, model);
    const csv = Buffer.isBuffer(body)
      ? body
      : typeof body === 'string'
        ? body
        : (body as { csv?: unknown } | null)?.csv;
    if ((typeof csv !== 'string' && !Buffer.isBuffer(csv)) || csv.length === 0) {
      throw new BadRequestException(
        `Send the ${method} data as a text/csv body or as JSON {"csv": "${EXAMPLE[method]}"}`,
      );
    }
    const bytes = typeof csv === 'string' ? Buffer.byteLength(csv, 'utf8') : csv.length;
    if (bytes > ANALYSIS_UPLOAD_MAX_BYTES) {
      throw new PayloadTooLargeException(
        `The CSV is larger than ${ANALYSIS_UPLOAD_MAX_BYTES / 1024 / 1024} MiB`,
      );
    }
    // A copy the worker can own (the request's Buffer may be a slice of a pooled one).
    const input = typeof csv === 'string' ? csv : new Uint8Array(csv);
    const transfer = typeof input === 'string' ? [] : [input.buffer as ArrayBuffer];
    const result = await this.workers.run(
      'analyseMethodUpload',
      { method, csv: input, model: (model ?? null) as PairModel | 'mle' | null, screening },
      transfer,
    );
    if (!result.ok) {
      throw new BadRequestException({ statusCode: 400, error: result.errors[0], message: result.errors });
    }
    return result.response;
  }
}
