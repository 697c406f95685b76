import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RatingDimension } from '@vvq/contracts';
import { DataSource } from 'typeorm';

/** One rating of one dimension with its video, as the single ratings ⨝ videos query returns it. */
export interface ScoreRow {
  user_id: number;
  video_id: number;
  score: number;
  content: string;
  view: string;
  compression_type: string;
  qp: string;
  label: string;
  url: string | null;
}

/** Raw columns of one rating for the raw export (ratings ⨝ videos ⟕ trials ⟕ questionnaires). */
export type RawRatingRow = Record<string, unknown> & { rating_id: number; user_id: number };

export const RAW_PAGE_SIZE = 1000;

const DIMENSION_COLUMNS: Record<RatingDimension, string> = {
  clarity: 'r.clarity',
  interaction: 'r.interaction',
  depth: 'r.depth',
  overall: 'r.overall',
};

/** Read-only SQL of the analysis: one join per request (no N+1), keyset pages for exports. */
@Injectable()
export class AnalysisDataRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async scores(dimension: RatingDimension): Promise<ScoreRow[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('r.user_id', 'user_id')
      .addSelect('r.video_id', 'video_id')
      // The column comes from a fixed whitelist, never from the request text.
      .addSelect(DIMENSION_COLUMNS[dimension], 'score')
      .addSelect(['v.content AS content', 'v.view AS view', 'v.compression_type AS compression_type'])
      .addSelect(['v.qp AS qp', 'v.label AS label', 'v.url AS url'])
      .from('ratings', 'r')
      .innerJoin('videos', 'v', 'v.id = r.video_id')
      .orderBy('r.id', 'ASC')
      .getRawMany<Record<string, unknown>>();
    return rows.map((r) => ({
      user_id: Number(r.user_id),
      video_id: Number(r.video_id),
      score: Number(r.score),
      content: String(r.content),
      view: String(r.view),
      compression_type: String(r.compression_type),
      qp: String(r.qp),
      label: String(r.label),
      url: r.url === null || r.url === undefined ? null : String(r.url),
    }));
  }

  /** Pages of RAW_PAGE_SIZE ratings by ascending id, so memory stays flat however large the study is. */
  async *rawPages(pageSize = RAW_PAGE_SIZE): AsyncGenerator<RawRatingRow[]> {
    let after = 0;
    for (;;) {
      const page = await this.dataSource
        .createQueryBuilder()
        .select([
          'r.id AS rating_id',
          'r.user_id AS user_id',
          'r.trial_id AS trial_id',
          't.session_id AS session_id',
          'r.video_id AS video_id',
          'v.content AS content',
          'v.view AS view',
          'v.compression_type AS compression_type',
          'v.qp AS qp',
          'v.label AS label',
          'v.url AS url',
          'r.clarity AS clarity',
          'r.interaction AS interaction',
          'r.depth AS depth',
          'r.overall AS overall',
          'r.comments AS comments',
          't.assigned_at AS assigned_at',
          'r.rated_at AS rated_at',
          'r.viewport_width AS viewport_width',
          'r.viewport_height AS viewport_height',
          'r.device_pixel_ratio AS device_pixel_ratio',
          'r.played_to_end AS played_to_end',
          'q.age AS age',
          'q.gender AS gender',
          'q.education AS education',
          'q.field_of_study AS field_of_study',
          'q.familiarity AS familiarity',
          'q.experience AS experience',
          'q.understanding AS understanding',
          'q.technical_knowledge AS technical_knowledge',
          'q.quality_metrics AS quality_metrics',
          'q.previous_participation AS previous_participation',
          'q.quiz1 AS quiz1',
          'q.quiz2 AS quiz2',
          'q.quiz3 AS quiz3',
          'q.consent AS consent',
          'q.submitted_at AS questionnaire_submitted_at',
        ])
        .from('ratings', 'r')
        .innerJoin('videos', 'v', 'v.id = r.video_id')
        .leftJoin('trials', 't', 't.id = r.trial_id')
        .leftJoin('questionnaires', 'q', 'q.user_id = r.user_id')
        .where('r.id > :after', { after })
        .orderBy('r.id', 'ASC')
        .limit(pageSize)
        .getRawMany<RawRatingRow>();
      if (page.length === 0) return;
      yield page;
      after = Number(page[page.length - 1].rating_id);
      if (page.length < pageSize) return;
    }
  }
}
