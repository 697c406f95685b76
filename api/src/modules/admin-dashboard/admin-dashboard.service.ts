import { Injectable } from '@nestjs/common';
import type {
  AdminVideoRow,
  FeedbackChartResponse,
  PerVideoStat,
  UserCountResponse,
  UserGrowthResponse,
  VideoRatingStatsResponse,
} from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { roundedMean, toNullableString, toNumber } from '../admin/sql-values.js';
import { utcDayExpression } from './day-expression.js';

export const FEEDBACK_LABELS = ['Clarity', 'Interaction', 'Depth', 'Overall'];

/**
 * Per-video aggregates straight from the ratings table (the source of truth, so the figures cannot drift from
 * what participants submitted): one GROUP BY over ratings (idx_ratings_video), LEFT JOINed to the catalogue.
 */
const VIDEO_AGGREGATES = `
  SELECT v.id AS video_id, v.content, v.view, v.compression_type, v.qp, v.url,
         COALESCE(a.n, 0) AS ratings_count, a.clarity, a.interaction, a.depth, a.overall
  FROM videos v
  LEFT JOIN (
    SELECT video_id, COUNT(*) AS n, SUM(clarity) AS clarity, SUM(interaction) AS interaction,
           SUM(depth) AS depth, SUM(overall) AS overall
    FROM ratings
    GROUP BY video_id
  ) a ON a.video_id = v.id`;

type Row = Record<string, unknown>;

function perVideo(r: Row): PerVideoStat {
  return {
    video_id: toNumber(r.video_id),
    content: String(r.content),
    view: String(r.view),
    compression_type: String(r.compression_type),
    qp: String(r.qp),
    ratings_count: toNumber(r.ratings_count),
  };
}

@Injectable()
export class AdminStatsService {
  constructor(private readonly tx: TransactionRunner) {}

  private query(sql: string): Promise<Row[]> {
    return this.tx.dataSource.query(sql) as Promise<Row[]>;
  }

  async userCount(): Promise<UserCountResponse> {
    const [row] = await this.query('SELECT COUNT(*) AS count FROM users');
    return { count: toNumber(row?.count) };
  }

  /**
   * perVideo: most-rated first, ties by video id, so the dashboard's first 10 are its Top Rated Videos. The summary
   * is folded from those per-video aggregates (one row per video, which the response carries anyway), sparing a
   * second pass over ratings.
   */
  async videoRatingStats(): Promise<VideoRatingStatsResponse> {
    const rows = (await this.query(`${VIDEO_AGGREGATES} ORDER BY ratings_count DESC, v.id ASC`)).map(perVideo);
    const total_videos = rows.length;
    const videos_rated = rows.filter((r) => r.ratings_count > 0).length;
    const total_ratings = rows.reduce((sum, r) => sum + r.ratings_count, 0);
    return {
      summary: { total_videos, videos_rated, videos_unrated: total_videos - videos_rated, total_ratings },
      perVideo: rows,
    };
  }

  async videos(): Promise<AdminVideoRow[]> {
    const rows = await this.query(`${VIDEO_AGGREGATES} ORDER BY v.id`);
    return rows.map((r) => ({
      ...perVideo(r),
      avg_clarity: roundedMean(r.clarity, r.ratings_count),
      avg_interaction: roundedMean(r.interaction, r.ratings_count),
      avg_depth: roundedMean(r.depth, r.ratings_count),
      avg_overall: roundedMean(r.overall, r.ratings_count),
      video_url: toNullableString(r.url),
    }));
  }

  /** Mean of each dimension over every rating; empty lists with no ratings so the chart shows its empty text. */
  async feedback(): Promise<FeedbackChartResponse> {
    const [row] = await this.query(
      `SELECT COUNT(*) AS n, SUM(clarity) AS clarity, SUM(interaction) AS interaction, SUM(depth) AS depth,
              SUM(overall) AS overall FROM ratings`,
    );
    if (!row || toNumber(row.n) === 0) return { labels: [], scores: [] };
    const scores = [row.clarity, row.interaction, row.depth, row.overall].map((sum) => roundedMean(sum, row.n) ?? 0);
    return { labels: [...FEEDBACK_LABELS], scores };
  }

  /** Cumulative participants at the end of each UTC day on which someone signed up (SQL counts per day, we sum). */
  async userGrowth(): Promise<UserGrowthResponse> {
    const day = utcDayExpression(this.tx.dialect, 'created_at');
    const rows = await this.query(`SELECT ${day} AS signup_day, COUNT(*) AS n FROM users GROUP BY ${day} ORDER BY signup_day`);
    const labels: string[] = [];
    const values: number[] = [];
    let total = 0;
    for (const r of rows) {
      total += toNumber(r.n);
      labels.push(String(r.signup_day));
      values.push(total);
    }
    return { labels, values };
  }
}
