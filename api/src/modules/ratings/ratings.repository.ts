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
import { rowFingerprint } from '../../database/row-fingerprint.js';
import { execute, placeholders } from '../../database/raw-sql.js';
import { toNumber, toSqlDateTime } from '../../database/sql-values.js';
import type { GateRating, InconsistencyScore } from '../quality/index.js';
import { Rating } from './rating.entity.js';

/** The stored moved flags of a rating; null when the client did not report them (the four are set together). */
function movedOf(r: Rating): Record<RatingDimension, boolean> | null {
  if (r.clarity_moved === null || r.clarity_moved === undefined) return null;
  return {
    clarity: Boolean(r.clarity_moved),
    interaction: Boolean(r.interaction_moved),
    depth: Boolean(r.depth_moved),
    overall: Boolean(r.overall_moved),
  };
}

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

/** A score with the trial it was given in (the exploration split joins it to the trial's viewing path). */
export interface TrialScore extends DimensionScore {
  trial_id: number;
}

const TRIAL_CHUNK = 500;

type SumsRow = Record<'n' | RatingDimension, unknown>;

/** A rating to store. */
export type NewRating = Omit<Rating, 'id'>;

const RATING_COLUMNS = [
  'trial_id',
  'user_id',
  'video_id',
  'clarity',
  'interaction',
  'depth',
  'overall',
  'comments',
  'rated_at',
  'viewport_width',
  'viewport_height',
  'device_pixel_ratio',
  'played_to_end',
  'stall_count',
  'stall_seconds',
  'hidden_seconds',
  'end_to_submit_ms',
  'stall_flagged',
  'kind',
  'clarity_moved',
  'interaction_moved',
  'depth_moved',
  'overall_moved',
] as const satisfies ReadonlyArray<keyof NewRating>;

/**
 * Only scored ratings enter statistics, analyses, admin lists and the balance counters (checks of the rater,
 * not judgements of the video): training, gold and trap ratings are stored with their kind and read only by
 * the gating rules and the participant's own export.
 */
const SCORED = { kind: 'scored' as const };

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

  /**
   * Stores one rating in the caller's transaction and returns its id. Raw SQL with placeholders (every rating runs
   * it; see database/raw-sql.ts); booleans as 0/1, which both dialects store in the boolean columns.
   */
  async insert(m: EntityManager, r: NewRating): Promise<number> {
    const values = RATING_COLUMNS.map((c) => {
      const v = r[c];
      if (typeof v === 'boolean') return v ? 1 : 0;
      return v instanceof Date ? toSqlDateTime(v) : v;
    });
    const result = await execute(
      m,
      `INSERT INTO ratings (${RATING_COLUMNS.join(', ')}) VALUES (${placeholders(values)})`,
      values,
    );
    return result.insertId;
  }

  /** How many ratings are stored (the metrics' study counter). */
  count(): Promise<number> {
    return this.ratings.count({ where: SCORED });
  }

  /** Sums per video id, one GROUP BY over idx_ratings_video; videos without ratings are absent. */
  async sumsByVideo(videoIds?: readonly number[], m?: EntityManager): Promise<Map<number, RatingSums>> {
    if (videoIds && videoIds.length === 0) return new Map();
    const query = (m ? m.getRepository(Rating) : this.ratings)
      .createQueryBuilder('r')
      .select('r.video_id', 'video_id')
      .addSelect(SUMS)
      .where('r.kind = :kind', SCORED);
    if (videoIds) query.andWhere({ video_id: In([...new Set(videoIds)]) });
    const rows = await query.groupBy('r.video_id').getRawMany<SumsRow & { video_id: unknown }>();
    return new Map(rows.map((r) => [toNumber(r.video_id), toSums(r)]));
  }

  /** Sums over every rating. */
  async sums(): Promise<RatingSums> {
    return toSums(
      await this.ratings
        .createQueryBuilder('r')
        .select(SUMS)
        .where('r.kind = :kind', SCORED)
        .getRawOne<SumsRow>(),
    );
  }

  /** Every rating (of one video, when given), newest first. */
  newestFirst(videoId?: number): Promise<Rating[]> {
    return this.ratings.find({
      where: videoId === undefined ? SCORED : { ...SCORED, video_id: videoId },
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
    // Scored ratings only (training and check items say nothing about a video), as every admin list and
    // figure.
    const scored = qb.where('r.kind = :kind', SCORED);
    const text = filterText(q);
    if (text === null) return scored;
    const id = wholeNumber(text);
    return scored.andWhere(
      new Brackets((or) => {
        or.where(`r.comments LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) });
        if (id !== null)
          or.orWhere('r.id = :id OR r.video_id = :id OR r.user_id = :id OR r.trial_id = :id', { id });
      }),
    );
  }

  /**
   * One dimension of every rating, by rating id; stall-flagged ratings are left out (the analysis uses
   * trials that played without excessive stalls). The column comes from a fixed whitelist, never from request text.
   */
  async scores(dimension: RatingDimension, m?: EntityManager): Promise<DimensionScore[]> {
    const column = RATING_DIMENSIONS.includes(dimension) ? dimension : 'overall';
    const rows = await (m ? m.getRepository(Rating) : this.ratings)
      .createQueryBuilder('r')
      .select(['r.user_id AS user_id', 'r.video_id AS video_id', `r.${column} AS score`])
      .where('r.kind = :kind', SCORED)
      .andWhere('r.stall_flagged = :flagged', { flagged: false })
      .orderBy('r.id', 'ASC')
      .getRawMany<Record<keyof DimensionScore, unknown>>();
    return rows.map((r) => ({
      user_id: toNumber(r.user_id),
      video_id: toNumber(r.video_id),
      score: toNumber(r.score),
    }));
  }

  /** `scores` of these trials only, in chunks that keep the IN list short. */
  async trialScores(
    dimension: RatingDimension,
    trialIds: readonly number[],
    m?: EntityManager,
  ): Promise<TrialScore[]> {
    const column = RATING_DIMENSIONS.includes(dimension) ? dimension : 'overall';
    const ids = [...new Set(trialIds)];
    const out: TrialScore[] = [];
    for (let i = 0; i < ids.length; i += TRIAL_CHUNK) {
      const rows = await (m ? m.getRepository(Rating) : this.ratings)
        .createQueryBuilder('r')
        .select([
          'r.user_id AS user_id',
          'r.video_id AS video_id',
          'r.trial_id AS trial_id',
          `r.${column} AS score`,
        ])
        .where('r.kind = :kind', SCORED)
        .andWhere('r.stall_flagged = :flagged', { flagged: false })
        .andWhere('r.trial_id IN (:...ids)', { ids: ids.slice(i, i + TRIAL_CHUNK) })
        .getRawMany<Record<keyof TrialScore, unknown>>();
      for (const r of rows)
        out.push({
          user_id: toNumber(r.user_id),
          video_id: toNumber(r.video_id),
          trial_id: toNumber(r.trial_id),
          score: toNumber(r.score),
        });
    }
    return out;
  }

  /**
   * A fingerprint of the set of ratings: count, highest id and sum of the ids of every row, whatever its kind. A
   * rating is never updated (kind and stall_flagged are fixed at insert) and ids are never reused (AUTOINCREMENT
   * on SQLite, AUTO_INCREMENT on MySQL), so an insert moves the highest id and a deletion the count. The sum
   * also tells apart the one case count and maximum miss on MySQL: a deletion while a rating with a lower id,
   * allocated earlier, commits late. One scan of the smallest index (COUNT needs it anyway): ~40,000 entries.
   */
  fingerprint(m?: EntityManager): Promise<string> {
    return rowFingerprint(m ?? this.ratings.manager, 'ratings');
  }

  /** Up to `size` ratings with an id above `afterId`, by id (keyset paging for the exports). */
  pageAfter(afterId: number, size: number): Promise<Rating[]> {
    return this.ratings.find({
      where: { ...SCORED, id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: size,
    });
  }

  /** The participant's ratings, oldest first (subject-access export). */
  forUser(userId: number): Promise<Rating[]> {
    return this.ratings.find({ where: { user_id: userId }, order: { rated_at: 'ASC', id: 'ASC' } });
  }

  /**
   * The overall scores (scored, not stall-flagged) of every participant on the videos this participant rated as
   * scored videos: what the gating rule `inconsistency` fits, in the rating transaction. Observers and presentations
   * are the user and video ids as text.
   */
  async overallScoresAround(m: EntityManager, userId: number): Promise<InconsistencyScore[]> {
    const rows = await m
      .getRepository(Rating)
      .createQueryBuilder('r')
      .select(['r.user_id AS user_id', 'r.video_id AS video_id', 'r.overall AS score'])
      .where('r.kind = :kind', SCORED)
      .andWhere('r.stall_flagged = :flagged', { flagged: false })
      .andWhere(
        'r.video_id IN (SELECT o.video_id FROM ratings o WHERE o.user_id = :userId AND o.kind = :kind)',
        { userId, kind: 'scored' },
      )
      .orderBy('r.id', 'ASC')
      .getRawMany<Record<'user_id' | 'video_id' | 'score', unknown>>();
    return rows.map((r) => ({
      observer: String(toNumber(r.user_id)),
      presentation: String(toNumber(r.video_id)),
      score: toNumber(r.score),
    }));
  }

  /** The participant's ratings as the gating rules read them (in the rating transaction), by id. */
  async gateRatings(m: EntityManager, userId: number): Promise<GateRating[]> {
    const rows = await m.getRepository(Rating).find({ where: { user_id: userId }, order: { id: 'ASC' } });
    return rows.map((r) => ({
      id: r.id,
      trial_id: r.trial_id,
      video_id: r.video_id,
      kind: r.kind,
      clarity: r.clarity,
      interaction: r.interaction,
      depth: r.depth,
      overall: r.overall,
      played_to_end: r.played_to_end === null ? null : Boolean(r.played_to_end),
      moved: movedOf(r),
    }));
  }

  /**
   * Deletes the participant's ratings in the caller's transaction; returns each that counted on its video's
   * ratings_count (scored ones that are not stall-flagged), with its scores for the video's running sums.
   */
  async deleteForUser(m: EntityManager, userId: number): Promise<Rating[]> {
    const rows = await m.getRepository(Rating).find({
      select: {
        video_id: true,
        kind: true,
        stall_flagged: true,
        clarity: true,
        interaction: true,
        depth: true,
        overall: true,
      },
      where: { user_id: userId },
    });
    await m.getRepository(Rating).delete({ user_id: userId });
    return rows.filter((r) => r.kind === 'scored' && !r.stall_flagged);
  }
}
