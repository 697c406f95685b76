import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  AdminListQuery,
  AdminVideoSort,
  DistortionExample,
  DistortionSectionText,
  ListPage,
} from '@vvq/contracts';
import { filterText, wholeNumber } from '../../common/list/list-page.js';
import { type CatalogueVideo, toCatalogueVideo } from './catalogue-video.js';
import { type VideoFilter, VideosRepository } from './videos.repository.js';

/** The catalogue as other modules read it; the counters are moved by VideoCountersService. */
@Injectable()
export class VideosService {
  constructor(private readonly videos: VideosRepository) {}

  async distortionExamples(): Promise<DistortionExample[]> {
    const rows = await this.videos.distortionExamples();
    return rows.map((r) => ({
      video_id: r.id,
      video_location: r.video_location,
      video_url: r.video_url,
      background_type: r.background_type,
      // A manifest's example names its section; the demo's rows (no category) answer exactly as before.
      ...(r.category ? { category: r.category, level: r.level, caption: r.caption } : {}),
    }));
  }

  /** The lab's section texts in the manifest's order; none for the demo (its page is the spec's). */
  async distortionSections(): Promise<DistortionSectionText[]> {
    const rows = await this.videos.distortionSections();
    return rows.map((r) => ({
      category: r.category,
      title: r.title,
      introduction: r.introduction,
      example: r.example,
      // A manifest's cell holds no line break (control characters are refused), so `|` separates the details.
      details: r.details
        .split('|')
        .map((d) => d.trim())
        .filter(Boolean),
    }));
  }

  /** Every catalogue video, by id. */
  async catalogue(manager?: EntityManager): Promise<CatalogueVideo[]> {
    return (await this.videos.catalogue(manager)).map(toCatalogueVideo);
  }

  /**
   * Changes whenever the catalogue does, for answers cached from it: the API only adds videos (never edits a
   * video's attributes or deletes one, see the initial migration), so the count and the highest id say it all. The
   * load counters are not covered: they move at every session start and no cached answer carries them.
   */
  fingerprint(manager?: EntityManager): Promise<string> {
    return this.videos.fingerprint(manager);
  }

  /**
   * One page of the catalogue and the number of matching videos, cut in SQL: a whole number in `q` matches the id,
   * any text matches inside content, view, compression, QP or label (LIKE, wildcards escaped). Default order by id,
   * as the whole list; ties by id so pages never overlap. `ratings_count` is the maintained counter (see Video).
   */
  async cataloguePage(query: AdminListQuery<AdminVideoSort>): Promise<ListPage<CatalogueVideo>> {
    const column = VIDEO_SORT_COLUMNS[query.sort ?? 'video_id'];
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const [rows, total] = await this.videos.cataloguePage({
      filter: catalogueFilter(query.q),
      column,
      direction,
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: rows.map(toCatalogueVideo), total };
  }

  /** Checksum, retired and attributes of these videos (unknown ids are absent), for the exports. */
  async facts(ids: readonly number[], manager?: EntityManager): Promise<Map<number, StimulusFacts>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.videos.facts(unique, manager);
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          sha256: r.sha256 ?? null,
          retired: r.retired_at !== null && r.retired_at !== undefined,
          attributes: r.attributes ?? null,
          // SQLite returns 0/1, MySQL a tinyint (number) or a boolean.
          isReference: Number(r.is_reference) === 1 || r.is_reference === true,
        },
      ]),
    );
  }

  /** Which of these videos are retired (no new assignment); pass the transaction's manager to read inside it. */
  async retiredAmong(ids: readonly number[], manager?: EntityManager): Promise<Set<number>> {
    const facts = await this.facts(ids, manager);
    return new Set([...facts].filter(([, f]) => f.retired).map(([id]) => id));
  }

  /** The videos with these ids (unknown ids are absent); pass the transaction's manager to read inside it. */
  async describe(ids: readonly number[], manager?: EntityManager): Promise<Map<number, CatalogueVideo>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    // Raw SQL with placeholders: a session start reads this every time (see database/raw-sql.ts). Past a few
    // hundred ids (an analysis names most of the catalogue) one read of the whole catalogue beats a statement with
    // thousands of placeholders, prepared anew for each length.
    const many = unique.length > DESCRIBE_ALL_ABOVE;
    const rows = await this.videos.describe(many ? null : unique, manager);
    const wanted = many ? new Set(unique) : null;
    return new Map(
      rows
        .filter((v) => !wanted || wanted.has(Number(v.id)))
        .map((v) => [Number(v.id), toCatalogueVideo({ ...v, id: Number(v.id) })]),
    );
  }
}

/** What an export names of a stimulus beside its description (see docs/experimenter/stimuli.md). */
export interface StimulusFacts {
  sha256: string | null;
  retired: boolean;
  /** The lab's attributes as stored: a JSON object of strings, or null. */
  attributes: string | null;
  /** Marked as the reference of its content (ACR-HR, DCR). */
  isReference: boolean;
}

/** The filter of the list's text: inside the descriptive columns, or the video id when it is a whole number. */
function catalogueFilter(q: string | undefined): VideoFilter | null {
  const text = filterText(q);
  if (text === null) return null;
  return { text, id: wholeNumber(text) };
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
