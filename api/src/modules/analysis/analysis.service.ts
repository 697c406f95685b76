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
import { analyseScores } from './engine/analyse-scores.js';
import { conditionTable } from './engine/condition-table.js';
import { conditionOf, type ScoreRecord, type VideoAttributes } from './engine/presentation-units.js';
import { CsvParseError, parseScoreCsv } from './engine/score-csv-parser.js';
import { writeSurealDataset, type SurealPresentation } from './engine/sureal-dataset.js';
import { pseudonymFor } from './export/pseudonym.js';

interface LoadedScores {
  scores: ScoreRecord[];
  attributes: Map<string, VideoAttributes>;
  userIds: Map<string, number>;
}

/** Runs the pure engine on database ratings or an uploaded CSV. */
@Injectable()
export class AnalysisService {
  private readonly pseudonymKey: string;

  constructor(
    private readonly data: AnalysisDataRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.pseudonymKey = config.analysisPseudonymKey;
  }

  observerId(userId: number): string {
    return pseudonymFor(userId, this.pseudonymKey);
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

  async analyse(q: ResolvedAnalysisQuery): Promise<AnalysisResponse> {
    const { scores, attributes, userIds } = this.toEngineInput(await this.data.scores(q.dimension));
    return analyseScores({ ...q, source: 'database', scores, attributes, userIds });
  }

  analyseUpload(body: unknown, q: ResolvedAnalysisQuery): AnalysisResponse {
    const csv = typeof body === 'string' ? body : (body as { csv?: unknown } | null)?.csv;
    if (typeof csv !== 'string' || csv.length === 0) {
      throw new BadRequestException(
        'Send the scores as a text/csv body or as JSON {"csv": "observer,presentation,score\\n..."}',
      );
    }
    if (Buffer.byteLength(csv, 'utf8') > ANALYSIS_UPLOAD_MAX_BYTES) {
      throw new PayloadTooLargeException(
        `The CSV is larger than ${ANALYSIS_UPLOAD_MAX_BYTES / 1024 / 1024} MiB`,
      );
    }
    let scores: ScoreRecord[];
    try {
      scores = parseScoreCsv(csv);
    } catch (e) {
      if (e instanceof CsvParseError) {
        throw new BadRequestException({ statusCode: 400, error: e.errors[0], message: e.errors });
      }
      throw e;
    }
    // Uploaded presentations carry no video attributes, so they are always their own unit.
    return analyseScores({
      ...q,
      source: 'upload',
      dimension: null,
      scores,
      attributes: new Map(),
      unit: 'video',
    });
  }

  async conditionTable(q: ResolvedAnalysisQuery): Promise<ConditionTableRow[]> {
    return conditionTable(await this.analyse(q));
  }

  /** sureal dataset module text for one dimension and unit of presentation. */
  async surealDataset(
    dimension: RatingDimension,
    unit: AnalysisUnit,
  ): Promise<{ filename: string; text: string }> {
    const { scores, attributes } = this.toEngineInput(await this.data.scores(dimension));
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
