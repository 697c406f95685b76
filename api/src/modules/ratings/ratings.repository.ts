import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type RatingDimension, RATING_DIMENSIONS } from '@vvq/contracts';
import { type EntityManager, MoreThan, type Repository } from 'typeorm';
import { toNumber } from '../../database/sql-values.js';
import { Rating } from './rating.entity.js';

/** COUNT and SUM of each dimension over a set of ratings (SUMs of integers, so exact on both dialects). */
export interface RatingSums extends Record<RatingDimension, number> {
  count: number;
}

/** One score of one dimension, as the analysis reads it. */
export interface DimensionScore {
  user_id: number;
  video_id: number;
  score: number;
}

type SumsRow = Record<'n' | RatingDimension, unknown>;

const SUMS = ['COUNT(*) AS n', ...RATING_DIMENSIONS.map((d) => `SUM(r.${d}) AS ${d}`)];

function toSums(row: SumsRow | undefined): RatingSums {
  const sums = { count: toNumber(row?.n) } as RatingSums;
  for (const d of RATING_DIMENSIONS) sums[d] = toNumber(row?.[d]);
  return sums;
}

/** Every query over `ratings`, typed: the aggregates are SQL GROUP BYs over this table alone. */
@Injectable()
export class RatingsRepository {
  constructor(@InjectRepository(Rating) private readonly ratings: Repository<Rating>) {}

  /** How many ratings are stored (the metrics' study counter). */
  count(): Promise<number> {
    return this.ratings.count();
  }

  /** Sums per video id, one GROUP BY over idx_ratings_video; videos without ratings are absent. */
  async sumsByVideo(): Promise<Map<number, RatingSums>> {
    const rows = await this.ratings
      .createQueryBuilder('r')
      .select('r.video_id', 'video_id')
      .addSelect(SUMS)
      .groupBy('r.video_id')
      .getRawMany<SumsRow & { video_id: unknown }>();
    return new Map(rows.map((r) => [toNumber(r.video_id), toSums(r)]));
  }

  /** Sums over every rating. */
  async sums(): Promise<RatingSums> {
    return toSums(await this.ratings.createQueryBuilder('r').select(SUMS).getRawOne<SumsRow>());
  }

  /** Newest first; a page is cut from ratings alone (an idx_ratings_rated_at scan). */
  newestFirst(page?: { limit?: number; offset?: number }, videoId?: number): Promise<Rating[]> {
    return this.ratings.find({
      where: videoId === undefined ? {} : { video_id: videoId },
      order: { rated_at: 'DESC', id: 'DESC' },
      // Both dialects need a LIMIT before an OFFSET; 2^31-1 is larger than any study.
      ...(page ? { take: page.limit ?? 2_147_483_647, skip: page.offset ?? 0 } : {}),
    });
  }

  /**
   * One dimension of every rating, by rating id; stall-flagged ratings are left out (issue 10: the analysis uses
   * trials that played without excessive stalls). The column comes from a fixed whitelist, never from request text.
   */
  async scores(dimension: RatingDimension): Promise<DimensionScore[]> {
    const column = RATING_DIMENSIONS.includes(dimension) ? dimension : 'overall';
    const rows = await this.ratings
      .createQueryBuilder('r')
      .select(['r.user_id AS user_id', 'r.video_id AS video_id', `r.${column} AS score`])
      .where('r.stall_flagged = :flagged', { flagged: false })
      .orderBy('r.id', 'ASC')
      .getRawMany<Record<keyof DimensionScore, unknown>>();
    return rows.map((r) => ({
      user_id: toNumber(r.user_id),
      video_id: toNumber(r.video_id),
      score: toNumber(r.score),
    }));
  }

  /** Up to `size` ratings with an id above `afterId`, by id (keyset paging for the exports). */
  pageAfter(afterId: number, size: number): Promise<Rating[]> {
    return this.ratings.find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: size });
  }

  /** The participant's ratings, oldest first (subject-access export). */
  forUser(userId: number): Promise<Rating[]> {
    return this.ratings.find({ where: { user_id: userId }, order: { rated_at: 'ASC', id: 'ASC' } });
  }

  /**
   * Deletes the participant's ratings in the caller's transaction; returns the video id of each that counted on its
   * video's ratings_count (stall-flagged ones never did).
   */
  async deleteForUser(m: EntityManager, userId: number): Promise<number[]> {
    const rows = await m
      .getRepository(Rating)
      .find({ select: { video_id: true, stall_flagged: true }, where: { user_id: userId } });
    await m.getRepository(Rating).delete({ user_id: userId });
    return rows.filter((r) => !r.stall_flagged).map((r) => r.video_id);
  }
}
