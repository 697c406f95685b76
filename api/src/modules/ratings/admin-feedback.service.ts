import { Injectable, NotFoundException } from '@nestjs/common';
import {
  type AdminFeedbackSort,
  type AdminListQuery,
  type ListPage,
  type StoredRating,
} from '@vvq/contracts';
import { type CatalogueVideo, VideosService } from '../videos/index.js';
import type { Rating } from './rating.entity.js';
import { RatingsRepository } from './ratings.repository.js';

const VIDEO_NOT_FOUND = 'Video not found';

function toStoredRating(r: Rating, v: CatalogueVideo): StoredRating {
  return {
    rating_id: r.id,
    user_id: r.user_id,
    trial_id: r.trial_id,
    video_id: r.video_id,
    clarity: r.clarity,
    interaction: r.interaction,
    depth: r.depth,
    overall: r.overall,
    comments: r.comments,
    rated_at: r.rated_at.toISOString(),
    content: v.content,
    view: v.view,
    compression_type: v.compression_type,
    qp: v.qp,
    url: v.url,
  };
}

/** Ratings newest first, each with its video's description (one query for the ratings, one for their videos). */
@Injectable()
export class AdminFeedbackService {
  constructor(
    private readonly ratings: RatingsRepository,
    private readonly videos: VideosService,
  ) {}

  async byVideo(videoId: number): Promise<StoredRating[]> {
    const video = (await this.videos.describe([videoId])).get(videoId);
    if (!video) throw new NotFoundException(VIDEO_NOT_FOUND);
    return (await this.ratings.newestFirst(videoId)).map((r) => toStoredRating(r, video));
  }

  /** Every rating newest first (the spec's call). */
  async all(): Promise<StoredRating[]> {
    return this.withVideos(await this.ratings.newestFirst());
  }

  /** One page of the filtered, sorted list and the number of matching ratings. */
  async page(query: AdminListQuery<AdminFeedbackSort>): Promise<ListPage<StoredRating>> {
    const { rows, total } = await this.ratings.feedbackPage(query);
    return { rows: await this.withVideos(rows), total };
  }

  private async withVideos(ratings: readonly Rating[]): Promise<StoredRating[]> {
    const videos = await this.videos.describe(ratings.map((r) => r.video_id));
    return ratings.flatMap((r) => {
      const v = videos.get(r.video_id);
      return v ? [toStoredRating(r, v)] : [];
    });
  }
}
