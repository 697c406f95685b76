import { Injectable } from '@nestjs/common';
import type {
  AdminListQuery,
  AdminVideoRow,
  AdminVideoSort,
  FeedbackChartResponse,
  ListPage,
  PerVideoStat,
  UserCountResponse,
  UserGrowthResponse,
  VideoRatingStatsResponse,
} from '@vvq/contracts';
import type { EntityManager } from 'typeorm';
import { jsonBytes, SingleFlightCache } from '../../common/cache/single-flight-cache.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { AdminUsersService } from '../participants/index.js';
import { NO_RATINGS, RatingsReadService, type VideoRatingSummary } from '../ratings/index.js';
import { PairJudgementsService } from '../sessions/index.js';
import { StudySettingsService } from '../study/index.js';
import { type CatalogueVideo, VideosService } from '../videos/index.js';

const FEEDBACK_LABELS = ['Clarity', 'Interaction', 'Depth', 'Overall'];

type SummarisedVideo = { video: CatalogueVideo; summary: VideoRatingSummary };

function perVideo({ video, summary }: SummarisedVideo): PerVideoStat {
  const { id, content, view, compression_type, qp } = video;
  return { video_id: id, content, view, compression_type, qp, ratings_count: summary.ratings_count };
}

function videoRow(v: SummarisedVideo): AdminVideoRow {
  return { ...perVideo(v), ...v.summary, video_url: v.video.url };
}

/**
 * The admin dashboard and videos table, composed from the owners' services (participants, ratings, videos): one
 * aggregate query per owner and request, no SQL here.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly users: AdminUsersService,
    private readonly ratings: RatingsReadService,
    private readonly catalogue: VideosService,
    private readonly tx: TransactionRunner,
    private readonly settings: StudySettingsService,
    private readonly pairJudgements: PairJudgementsService,
  ) {}

  // Two answers, 1 MiB and 2.2 MiB at full scale: room for both and for those of a version still being sent.
  private readonly statsCache = new SingleFlightCache<Buffer>({
    maxSize: 8 * 1024 * 1024,
    sizeOf: (body) => body.byteLength,
  });

  async userCount(): Promise<UserCountResponse> {
    return { count: await this.users.count() };
  }

  /** Each catalogue video (by id) with its ratings' count and means. */
  private async summarisedVideos(m?: EntityManager): Promise<SummarisedVideo[]> {
    const [videos, summaries] = await Promise.all([
      this.catalogue.catalogue(m),
      this.ratings.summariesByVideo(undefined, m),
    ]);
    return videos.map((video) => ({ video, summary: summaries.get(video.id) ?? NO_RATINGS }));
  }

  /**
   * What the per-video statistics are made of: the ratings and the catalogue (see their fingerprints), and under
   * pair comparison the method and the pair judgements, which replace the ratings as the figures' unit.
   */
  private async statsVersion(m?: EntityManager): Promise<string> {
    const [ratings, videos, { method }] = await Promise.all([
      this.ratings.fingerprint(m),
      this.catalogue.fingerprint(m),
      this.settings.current(),
    ]);
    const pairs = method === 'pc' ? `/pc${await this.pairJudgements.fingerprint(m)}` : '';
    return `r${ratings}/v${videos}${pairs}`;
  }

  /**
   * The dashboard's per-video statistics as the JSON bytes to send, computed once per version of the ratings and
   * the catalogue (read from the database on every call, so every API process sees another's new rating) and then
   * served from memory: the dashboard asks for them at every visit, and at full scale they are 1 MiB built from a
   * GROUP BY over every rating and the whole catalogue. Cached like the analysis (docs/developer/decisions/analysis.md).
   */
  videoRatingStatsJson(): Promise<Buffer> {
    return this.cachedJson('video-rating-stats', (m) => this.videoRatingStats(m));
  }

  /** The whole videos table (the spec's unpaged call; the videos' Excel export reads it), cached the same way. */
  videosJson(): Promise<Buffer> {
    return this.cachedJson('videos', async (m) => (await this.summarisedVideos(m)).map(videoRow));
  }

  /** An answer made of the ratings and the catalogue only, as JSON bytes cached per their version. */
  private async cachedJson(key: string, compute: (m: EntityManager) => Promise<unknown>): Promise<Buffer> {
    const { value } = await this.statsCache.get(await this.statsVersion(), key, () =>
      this.tx.snapshot(async (m) => ({
        version: await this.statsVersion(m),
        value: jsonBytes(await compute(m)),
      })),
    );
    return value;
  }

  /**
   * perVideo: most-rated first, ties by video id, so the dashboard's first 10 are its Top Rated Videos. The summary
   * is folded from those per-video aggregates (one row per video, which the response carries anyway).
   */
  private async videoRatingStats(m: EntityManager): Promise<VideoRatingStatsResponse> {
    const { method } = await this.settings.current();
    if (method === 'pc') return this.pairJudgementStats(m);
    const rows = (await this.summarisedVideos(m)).map(perVideo);
    rows.sort((a, b) => b.ratings_count - a.ratings_count || a.video_id - b.video_id);
    const total_videos = rows.length;
    const videos_rated = rows.filter((r) => r.ratings_count > 0).length;
    const total_ratings = rows.reduce((sum, r) => sum + r.ratings_count, 0);
    return {
      summary: { total_videos, videos_rated, videos_unrated: total_videos - videos_rated, total_ratings },
      perVideo: rows,
    };
  }

  /**
   * The same figures under pair comparison, where a study stores pair judgements and no ratings: per video the
   * scored judgements it took part in, the summary's total the scored judgements (each counted once), and
   * `method: 'pc'` so the dashboard names the unit.
   */
  private async pairJudgementStats(m: EntityManager): Promise<VideoRatingStatsResponse> {
    const [videos, counts, judged] = await Promise.all([
      this.catalogue.catalogue(m),
      this.pairJudgements.scoredCountsByVideo(),
      this.pairJudgements.all(),
    ]);
    const rows = videos.map((video) =>
      perVideo({ video, summary: { ...NO_RATINGS, ratings_count: counts.get(video.id) ?? 0 } }),
    );
    rows.sort((a, b) => b.ratings_count - a.ratings_count || a.video_id - b.video_id);
    const total_videos = rows.length;
    const videos_rated = rows.filter((r) => r.ratings_count > 0).length;
    const total_ratings = judged.filter((j) => j.known_winner_id === null).length;
    return {
      summary: {
        total_videos,
        videos_rated,
        videos_unrated: total_videos - videos_rated,
        total_ratings,
        method: 'pc',
      },
      perVideo: rows,
    };
  }

  /** One page of the videos table: the page's videos, then the rating aggregates of those videos only. */
  async videosPage(query: AdminListQuery<AdminVideoSort>): Promise<ListPage<AdminVideoRow>> {
    const { rows, total } = await this.catalogue.cataloguePage(query);
    const summaries = await this.ratings.summariesByVideo(rows.map((v) => v.id));
    return {
      rows: rows.map((video) => videoRow({ video, summary: summaries.get(video.id) ?? NO_RATINGS })),
      total,
    };
  }

  /** Mean of each dimension over every rating; empty lists with no ratings so the chart shows its empty text. */
  async feedback(): Promise<FeedbackChartResponse> {
    const scores = await this.ratings.overallMeans();
    return scores ? { labels: [...FEEDBACK_LABELS], scores } : { labels: [], scores: [] };
  }

  /** Cumulative participants at the end of each UTC day on which someone signed up. */
  async userGrowth(): Promise<UserGrowthResponse> {
    const labels: string[] = [];
    const values: number[] = [];
    let total = 0;
    for (const { day, count } of await this.users.signupsPerUtcDay()) {
      total += count;
      labels.push(day);
      values.push(total);
    }
    return { labels, values };
  }
}
