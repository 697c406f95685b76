import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { containsPattern, LIKE_ESCAPE, NO_LIMIT } from '../../common/list/list-page.js';
import { execute, placeholders, select } from '../../database/raw-sql.js';
import { rowFingerprint } from '../../database/row-fingerprint.js';
import { DistortionExampleVideo } from './distortion-example.entity.js';
import { DistortionSection } from './distortion-section.entity.js';
import { Video } from './video.entity.js';

/** A catalogue row to insert: the shared catalogue columns may be left at their defaults. */
export type NewVideo = Omit<Video, 'id' | 'kind' | 'is_reference' | 'attributes' | 'retired_at'> &
  Partial<Pick<Video, 'kind' | 'is_reference' | 'attributes' | 'retired_at'>>;

/** The admin catalogue list's filter: text inside the descriptive columns, or a video id when `text` is a number. */
export interface VideoFilter {
  text: string;
  id: number | null;
}

/** One page of the admin catalogue, sorted by a whitelisted column (`v.<column>`) and then by id. */
export interface VideoPageQuery {
  filter: VideoFilter | null;
  column: string;
  direction: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

/**
 * Every query on `videos` and `distortion_examples`; the services decide the transactions and pass their
 * EntityManager along. The hot paths (session start, counters) are raw SQL with `?` placeholders (see
 * database/raw-sql.ts for why).
 */
@Injectable()
export class VideosRepository {
  constructor(
    @InjectRepository(DistortionExampleVideo) private readonly examples: Repository<DistortionExampleVideo>,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    @InjectRepository(DistortionSection) private readonly sections: Repository<DistortionSection>,
  ) {}

  distortionExamples(): Promise<DistortionExampleVideo[]> {
    return this.examples.find({ order: { id: 'ASC' } });
  }

  /** Every catalogue video, by id. */
  catalogue(manager?: EntityManager): Promise<Video[]> {
    const repo = manager ? manager.getRepository(Video) : this.videos;
    return repo.find({ order: { id: 'ASC' } });
  }

  fingerprint(manager?: EntityManager): Promise<string> {
    // The reference marks change in place (the admin's toggle): their id sum moves the fingerprint too.
    return rowFingerprint(manager ?? this.videos.manager, 'videos', [
      'SUM(CASE WHEN is_reference THEN id ELSE 0 END)',
    ]);
  }

  /** The page's rows and the number of matching videos. */
  cataloguePage(query: VideoPageQuery): Promise<[Video[], number]> {
    const filtered = () => this.filteredCatalogue(this.videos.createQueryBuilder('v'), query.filter);
    const page = filtered().orderBy(query.column, query.direction);
    if (query.column !== 'v.id') page.addOrderBy('v.id', query.direction);
    return Promise.all([
      page
        .limit(query.limit ?? NO_LIMIT)
        .offset(query.offset ?? 0)
        .getMany(),
      filtered().getCount(),
    ]);
  }

  private filteredCatalogue(
    qb: SelectQueryBuilder<Video>,
    filter: VideoFilter | null,
  ): SelectQueryBuilder<Video> {
    if (filter === null) return qb;
    const { text, id } = filter;
    return qb.where(
      new Brackets((or) => {
        for (const column of ['content', 'view', 'compression_type', 'qp', 'label'])
          or.orWhere(`v.${column} LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) });
        if (id !== null) or.orWhere('v.id = :id', { id });
      }),
    );
  }

  /** The descriptive columns of these videos, or of the whole catalogue when `ids` is null. */
  describe(ids: readonly number[] | null, manager?: EntityManager): Promise<Video[]> {
    const columns = 'SELECT id, content, view, compression_type, qp, label, url FROM videos';
    return select<Video>(
      manager ?? this.videos.manager,
      ids === null ? columns : `${columns} WHERE id IN (${placeholders(ids)})`,
      ids === null ? [] : ids,
    );
  }

  /** What the exports say of each stimulus beside its description: checksum, retired, attributes. */
  facts(ids: readonly number[], manager?: EntityManager) {
    return select<{
      id: number | string;
      sha256: string | null;
      retired_at: unknown;
      attributes: string | null;
      is_reference: unknown;
    }>(
      manager ?? this.videos.manager,
      `SELECT id, sha256, retired_at, attributes, is_reference FROM videos WHERE id IN (${placeholders(ids)})`,
      ids,
    );
  }

  /** Adds to the counters of each listed video (each id once), in the caller's transaction. */
  async addToCounters(manager: EntityManager, ids: readonly number[], ratings: number, reserved: number) {
    // alloc_level follows load_count (adaptive claim order). It comes first in the SET list: MySQL evaluates the
    // assignments left to right with the new values, SQLite with the old ones; first, both read the old load_count.
    await execute(
      manager,
      'UPDATE videos SET alloc_level = CASE WHEN alloc_needed > 0 THEN ' +
        `${allocLevelSql('load_count + ?', 'alloc_needed')} ELSE alloc_level END, ` +
        'ratings_count = ratings_count + ?, reserved_count = reserved_count + ?, ' +
        `load_count = load_count + ? WHERE id IN (${placeholders(ids)})`,
      [ratings + reserved, ratings + reserved, ratings, reserved, ratings + reserved, ...ids],
    );
  }

  /** The lowest load among the videos outside `skip`, with the catalogue's lowest and highest id (one read). */
  lowestLoad(m: EntityManager, skip: readonly number[], order: ClaimOrder = BALANCED_ORDER) {
    return select<Record<'load_count' | 'low' | 'high', number | string>>(
      m,
      `SELECT ${order.select}, (SELECT MIN(id) FROM videos) AS low, (SELECT MAX(id) FROM videos) AS high ` +
        `FROM videos WHERE retired_at IS NULL AND ${notIn(skip)}${order.where} ORDER BY ${order.level}, id LIMIT 1`,
      [...skip, ...order.params],
    );
  }

  /**
   * For each random point of `froms`, the first id at `level` (outside `skip`) at or after it (wrap 0), and the
   * lowest `n` ids at the level (wrap 1), in one round trip: the sub-selects are a UNION ALL.
   */
  atLevel(
    m: EntityManager,
    level: number,
    skip: readonly number[],
    froms: readonly number[],
    n: number,
    order: ClaimOrder = BALANCED_ORDER,
  ) {
    // A retired stimulus gets no new assignment (its ratings stay).
    const where = `${order.level} = ? AND retired_at IS NULL AND ${notIn(skip)}${order.where}`;
    const by = `${order.level}, id`;
    const parts: string[] = [];
    const params: unknown[] = [];
    froms.forEach((from, i) => {
      parts.push(
        `SELECT * FROM (SELECT id, 0 AS wrap FROM videos WHERE ${where} AND id >= ? ORDER BY ${by} LIMIT 1) r${i}`,
      );
      params.push(level, ...skip, ...order.params, from);
    });
    parts.push(`SELECT * FROM (SELECT id, 1 AS wrap FROM videos WHERE ${where} ORDER BY ${by} LIMIT ${n}) w`);
    params.push(level, ...skip, ...order.params);
    return select<{ id: number | string; wrap: number | string }>(m, parts.join(' UNION ALL '), params);
  }

  /** The atomic conditional claim: true when the video was still at `level` and is now reserved one more time. */
  async claim(
    m: EntityManager,
    id: number,
    level: number,
    order: ClaimOrder = BALANCED_ORDER,
  ): Promise<boolean> {
    const result = await execute(
      m,
      `UPDATE videos SET ${order.claimSet}reserved_count = reserved_count + 1, load_count = load_count + 1 ` +
        `WHERE id = ? AND ${order.level} = ?${order.where}`,
      [...order.claimParams, id, level, ...order.params],
    );
    return result.affected === 1;
  }

  countVideos(m: EntityManager): Promise<number> {
    return m.getRepository(Video).count();
  }

  countVolumetric(m: EntityManager): Promise<number> {
    return m.getRepository(Video).count({ where: { kind: 'volumetric' } });
  }

  async insertVideos(m: EntityManager, rows: Partial<Omit<Video, 'id'>>[]): Promise<void> {
    // In slices: one INSERT of 10,000 rows would pass SQLite's and MySQL's limits on bound parameters.
    for (let i = 0; i < rows.length; i += WRITE_SLICE) {
      await m.getRepository(Video).insert(rows.slice(i, i + WRITE_SLICE));
    }
  }

  /** The catalogue rows with these labels (the database's collation decides letter case), locked when asked. */
  async videosByLabels(
    labels: readonly string[],
    manager?: EntityManager,
    lockSuffix = '',
  ): Promise<Video[]> {
    const m = manager ?? this.videos.manager;
    const out: Video[] = [];
    for (let i = 0; i < labels.length; i += WRITE_SLICE) {
      const slice = labels.slice(i, i + WRITE_SLICE);
      out.push(
        ...(await select<Video>(
          m,
          `SELECT * FROM videos WHERE label IN (${placeholders(slice)}) ORDER BY id${lockSuffix}`,
          slice,
        )),
      );
    }
    return out;
  }

  async updateVideo(m: EntityManager, id: number, values: Partial<Omit<Video, 'id'>>): Promise<void> {
    await m.getRepository(Video).update({ id }, values);
  }

  /** One video with its counters, locked when asked (the lifecycle routes decide on them). */
  async videoById(m: EntityManager, id: number, lockSuffix = ''): Promise<Video | null> {
    const [row] = await select<Video>(m, `SELECT * FROM videos WHERE id = ?${lockSuffix}`, [id]);
    return row ?? null;
  }

  async deleteVideo(m: EntityManager, id: number): Promise<void> {
    await execute(m, 'DELETE FROM videos WHERE id = ? AND ratings_count = 0 AND reserved_count = 0', [id]);
  }

  /** The distortion examples and the page's section texts become the manifest's (they carry no ratings). */
  async replaceDistortion(
    m: EntityManager,
    examples: Omit<DistortionExampleVideo, 'id'>[],
    sections: Omit<DistortionSection, 'id'>[],
  ): Promise<void> {
    // DELETE, not TRUNCATE: MySQL commits a TRUNCATE at once, outside the import's transaction.
    await execute(m, 'DELETE FROM distortion_examples', []);
    await execute(m, 'DELETE FROM distortion_sections', []);
    for (let i = 0; i < examples.length; i += WRITE_SLICE) {
      await m.getRepository(DistortionExampleVideo).insert(examples.slice(i, i + WRITE_SLICE));
    }
    if (sections.length > 0) await m.getRepository(DistortionSection).insert(sections);
  }

  distortionSections(): Promise<DistortionSection[]> {
    return this.sections.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  countExamples(m: EntityManager): Promise<number> {
    return m.getRepository(DistortionExampleVideo).count();
  }

  async insertExamples(m: EntityManager, rows: Partial<Omit<DistortionExampleVideo, 'id'>>[]): Promise<void> {
    await m.getRepository(DistortionExampleVideo).insert(rows);
  }

  /** The files a participant may be shown, for the environment check's test clips: in-use videos with a URL, by id. */
  async playableFiles(): Promise<Array<{ url: string; media_info: string | null }>> {
    return this.videos
      .createQueryBuilder('v')
      .select('v.url', 'url')
      .addSelect('v.media_info', 'media_info')
      .where("v.kind = 'video'")
      .andWhere('v.retired_at IS NULL')
      .andWhere('v.url IS NOT NULL')
      .orderBy('v.id', 'ASC')
      .getRawMany<{ url: string; media_info: string | null }>();
  }
}

/** Rows per INSERT or per IN list: well under SQLite's and MySQL's limits on bound parameters. */
const WRITE_SLICE = 500;
/**
 * Which column orders the claims and what else a claimable row must satisfy (SQL fragments with their `?` values).
 * Balanced: the least-loaded first, every row. Adaptive: the lowest alloc_level (load / ratings needed) first,
 * among rows that are not retired, have not stopped (counted ratings below their need; rows never computed,
 * alloc_needed 0, need the minimum) and hold fewer than the maximum ratings + reservations. The claim moves
 * alloc_level with load_count and re-checks all of it in its WHERE, so concurrent claims never pass the maximum nor
 * take a video that stopped meanwhile. Reservations beyond a video's estimated need happen only once every open
 * video is at its need (a participant then still gets videos); the maximum bounds them.
 */
export interface ClaimOrder {
  select: string;
  level: 'load_count' | 'alloc_level';
  where: string;
  params: readonly unknown[];
  claimSet: string;
  claimParams: readonly unknown[];
}

export const BALANCED_ORDER: ClaimOrder = {
  select: 'load_count',
  level: 'load_count',
  where: '',
  params: [],
  claimSet: '',
  claimParams: [],
};

const NEEDED = 'CASE WHEN alloc_needed > 0 THEN alloc_needed ELSE ? END';

/** Steps of the claim order's fill ratio: 1/16 of a video's need. */
export const ALLOC_LEVEL_STEPS = 16;

/**
 * The adaptive claim order of a video with this load and need: its fill ratio load / need (the projected interval
 * widest against the target is the lowest ratio) in steps of 1/16, then its load (the least-loaded tie-break).
 * The steps keep many videos on one level, so concurrent starts spread over them (random picks, as for balanced)
 * instead of all aiming at the one video with the lowest exact ratio. Always computed by the database, so the level
 * a claim compares with is exactly the stored one.
 */
export function allocLevelSql(load: string, needed: string): string {
  return `ROUND((${load}) * ${ALLOC_LEVEL_STEPS}.0 / (${needed})) * 1000000 + (${load})`;
}

export function adaptiveOrder(minRatings: number, maxRatings: number): ClaimOrder {
  return {
    select: 'alloc_level AS load_count',
    level: 'alloc_level',
    // `+load_count`: an expression, so no planner reads idx_videos_load for it and sorts; the order is the index.
    where: ` AND retired_at IS NULL AND ratings_count < ${NEEDED} AND +load_count < ?`,
    params: [minRatings, maxRatings],
    claimSet: `alloc_level = ${allocLevelSql('load_count + 1', NEEDED)}, `,
    claimParams: [minRatings],
  };
}

/** `id NOT IN (?, …)` for the ids (their values go in the parameters), or an always-true condition. */
function notIn(ids: readonly number[]): string {
  return ids.length === 0 ? '1 = 1' : `id NOT IN (${placeholders(ids)})`;
}
