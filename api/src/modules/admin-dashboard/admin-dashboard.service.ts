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
import { AdminUsersService } from '../participants/index.js';
import { NO_RATINGS, RatingsReadService, type VideoRatingSummary } from '../ratings/index.js';
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
  ) {}

  async userCount(): Promise<UserCountResponse> {
    return { count: await this.users.count() };
  }

  /** Each catalogue video (by id) with its ratings' count and means. */
  private async summarisedVideos(): Promise<SummarisedVideo[]> {
    const [videos, summaries] = await Promise.all([
      this.catalogue.catalogue(),
      this.ratings.summariesByVideo(),
    ]);
    return videos.map((video) => ({ video, summary: summaries.get(video.id) ?? NO_RATINGS }));
  }

  /**
   * perVideo: most-rated first, ties by video id, so the dashboard's first 10 are its Top Rated Videos. The summary
   * is folded from those per-video aggregates (one row per video, which the response carries anyway).
   */
  async videoRatingStats(): Promise<VideoRatingStatsResponse> {
    const rows = (await this.summarisedVideos()).map(perVideo);
    rows.sort((a, b) => b.ratings_count - a.ratings_count || a.video_id - b.video_id);
    const total_videos = rows.length;
    const videos_rated = rows.filter((r) => r.ratings_count > 0).length;
    const total_ratings = rows.reduce((sum, r) => sum + r.ratings_count, 0);
    return {
      summary: { total_videos, videos_rated, videos_unrated: total_videos - videos_rated, total_ratings },
      perVideo: rows,
    };
  }

  async videos(): Promise<AdminVideoRow[]> {
    return (await this.summarisedVideos()).map(videoRow);
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
