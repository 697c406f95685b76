import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type AdminFeedbackSort,
  type AdminListQuery,
  type RatingDimension,
  RATING_DIMENSIONS,
} from '@vvq/contracts';
import {
  Brackets,
  type EntityManager,
  In,
  MoreThan,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';
import {
  containsPattern,
  filterText,
  LIKE_ESCAPE,
  NO_LIMIT,
  pageByIds,
  wholeNumber,
} from '../../common/list/list-page.js';
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

/** Sort columns of the feedback list (a whitelist: request text never reaches ORDER BY) and their default order. */
const FEEDBACK_SORT_COLUMNS: Record<AdminFeedbackSort, { column: string; order: 'ASC' | 'DESC' }> = {
  rated_at: { column: 'r.rated_at', order: 'DESC' },
  rating_id: { column: 'r.id', order: 'ASC' },
  video_id: { column: 'r.video_id', order: 'ASC' },
  user_id: { column: 'r.user_id', order: 'ASC' },
};

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
  async sumsByVideo(videoIds?: readonly number[]): Promise<Map<number, RatingSums>> {
    if (videoIds && videoIds.length === 0) return new Map();
    const query = this.ratings.createQueryBuilder('r').select('r.video_id', 'video_id').addSelect(SUMS);
    if (videoIds) query.where({ video_id: In([...new Set(videoIds)]) });
    const rows = await query.groupBy('r.video_id').getRawMany<SumsRow & { video_id: unknown }>();
    return new Map(rows.map((r) => [toNumber(r.video_id), toSums(r)]));
  }

  /** Sums over every rating. */
  async sums(): Promise<RatingSums> {
    return toSums(await this.ratings.createQueryBuilder('r').select(SUMS).getRawOne<SumsRow>());
  }

  /** Every rating (of one video, when given), newest first. */
  newestFirst(videoId?: number): Promise<Rating[]> {
    return this.ratings.find({
      where: videoId === undefined ? {} : { video_id: videoId },
      order: { rated_at: 'DESC', id: 'DESC' },
    });
  }

  /**
   * One page of the admin feedback list and the number of matching ratings, both cut in SQL: a whole number in `q`
   * matches the rating, video, participant or trial id, any text matches inside the comments (LIKE, wildcards
   * escaped). Default order newest first (an idx_ratings_rated_at scan), as without paging; ties by id so pages never
   * overlap.
   */
  async feedbackPage(query: AdminListQuery<AdminFeedbackSort>): Promise<{ rows: Rating[]; total: number }> {
    const filtered = () => this.filteredFeedback(this.ratings.createQueryBuilder('r'), query.q);
    const sort = FEEDBACK_SORT_COLUMNS[query.sort ?? 'rated_at'];
    const direction = query.order ? (query.order === 'asc' ? 'ASC' : 'DESC') : sort.order;
    const page = filtered().orderBy(sort.column, direction);
    if (sort.column !== 'r.id') page.addOrderBy('r.id', direction);
    const [rows, total] = await Promise.all([
      pageByIds(page.limit(query.limit ?? NO_LIMIT).offset(query.offset ?? 0), 'r', (ids) =>
        this.ratings.find({ where: { id: In(ids) } }),
      ),
      filtered().getCount(),
    ]);
    return { rows, total };
  }

  private filteredFeedback(
    qb: SelectQueryBuilder<Rating>,
    q: string | undefined,
  ): SelectQueryBuilder<Rating> {
    const text = filterText(q);
    if (text === null) return qb;
    const id = wholeNumber(text);
    return qb.where(
      new Brackets((or) => {
        or.where(`r.comments LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) });
        if (id !== null)
          or.orWhere('r.id = :id OR r.video_id = :id OR r.user_id = :id OR r.trial_id = :id', { id });
      }),
    );
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
