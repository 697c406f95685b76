import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { AdminListQuery, AdminVideoSort, DistortionExample, ListPage } from '@vvq/contracts';
import {
  containsPattern,
  filterText,
  LIKE_ESCAPE,
  NO_LIMIT,
  wholeNumber,
} from '../../common/list/list-page.js';
import { rowFingerprint } from '../../database/row-fingerprint.js';
import { placeholders, select } from '../../database/raw-sql.js';
import { type CatalogueVideo, toCatalogueVideo } from './catalogue-video.js';
import { DistortionExampleVideo } from './distortion-example.entity.js';
import { Video } from './video.entity.js';

/** The catalogue as other modules read it; the counters are moved by VideoCountersService. */
@Injectable()
export class VideosService {
  constructor(
    @InjectRepository(DistortionExampleVideo) private readonly examples: Repository<DistortionExampleVideo>,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
  ) {}

  async distortionExamples(): Promise<DistortionExample[]> {
    const rows = await this.examples.find({ order: { id: 'ASC' } });
    return rows.map((r) => ({
      video_id: r.id,
      video_location: r.video_location,
      video_url: r.video_url,
      background_type: r.background_type,
    }));
  }

  /** Every catalogue video, by id. */
  async catalogue(manager?: EntityManager): Promise<CatalogueVideo[]> {
    const repo = manager ? manager.getRepository(Video) : this.videos;
    return (await repo.find({ order: { id: 'ASC' } })).map(toCatalogueVideo);
  }

  /**
   * Changes whenever the catalogue does, for answers cached from it: the API only adds videos (never edits a
   * video's attributes or deletes one, see the initial migration), so the count and the highest id say it all. The
   * load counters are not covered: they move at every session start and no cached answer carries them.
   */
  fingerprint(manager?: EntityManager): Promise<string> {
    return rowFingerprint(manager ?? this.videos.manager, 'videos');
  }

  /**
   * One page of the catalogue and the number of matching videos, cut in SQL: a whole number in `q` matches the id,
   * any text matches inside content, view, compression, QP or label (LIKE, wildcards escaped). Default order by id,
   * as the whole list; ties by id so pages never overlap. `ratings_count` is the maintained counter (see Video).
   */
  async cataloguePage(query: AdminListQuery<AdminVideoSort>): Promise<ListPage<CatalogueVideo>> {
    const filtered = () => this.filteredCatalogue(this.videos.createQueryBuilder('v'), query.q);
    const column = VIDEO_SORT_COLUMNS[query.sort ?? 'video_id'];
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const page = filtered().orderBy(column, direction);
    if (column !== 'v.id') page.addOrderBy('v.id', direction);
    const [rows, total] = await Promise.all([
      page
        .limit(query.limit ?? NO_LIMIT)
        .offset(query.offset ?? 0)
        .getMany(),
      filtered().getCount(),
    ]);
    return { rows: rows.map(toCatalogueVideo), total };
  }

  private filteredCatalogue(qb: SelectQueryBuilder<Video>, q: string | undefined): SelectQueryBuilder<Video> {
    const text = filterText(q);
    if (text === null) return qb;
    const id = wholeNumber(text);
    return qb.where(
      new Brackets((or) => {
        for (const column of ['content', 'view', 'compression_type', 'qp', 'label'])
          or.orWhere(`v.${column} LIKE :pattern ${LIKE_ESCAPE}`, { pattern: containsPattern(text) });
        if (id !== null) or.orWhere('v.id = :id', { id });
      }),
    );
  }

  /** The videos with these ids (unknown ids are absent); pass the transaction's manager to read inside it. */
  async describe(ids: readonly number[], manager?: EntityManager): Promise<Map<number, CatalogueVideo>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    // Raw SQL with placeholders: a session start reads this every time (see database/raw-sql.ts). Past a few
    // hundred ids (an analysis names most of the catalogue) one read of the whole catalogue beats a statement with
    // thousands of placeholders, prepared anew for each length.
    const columns = 'SELECT id, content, view, compression_type, qp, label, url FROM videos';
    const many = unique.length > DESCRIBE_ALL_ABOVE;
    const rows = await select<Video>(
      manager ?? this.videos.manager,
      many ? columns : `${columns} WHERE id IN (${placeholders(unique)})`,
      many ? [] : unique,
    );
    const wanted = many ? new Set(unique) : null;
    return new Map(
      rows
        .filter((v) => !wanted || wanted.has(Number(v.id)))
        .map((v) => [Number(v.id), toCatalogueVideo({ ...v, id: Number(v.id) })]),
    );
  }
}

/** Above this many ids, `describe` reads the whole catalogue instead of naming each id. */
const DESCRIBE_ALL_ABOVE = 500;

/** Sort columns of the admin videos list: a whitelist, request text never reaches ORDER BY. */
const VIDEO_SORT_COLUMNS: Record<AdminVideoSort, string> = {
  video_id: 'v.id',
  content: 'v.content',
  view: 'v.view',
  compression_type: 'v.compression_type',
  qp: 'v.qp',
  ratings_count: 'v.ratings_count',
};
