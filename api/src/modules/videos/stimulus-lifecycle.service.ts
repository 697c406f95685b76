import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminStimulusRow, ListPage, StimulusFileCheck } from '@vvq/contracts';
import { filterText, wholeNumber } from '../../common/list/list-page.js';
import { isRowReferencedError } from '../../database/db-errors.js';
import { toIsoString } from '../../database/sql-values.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import type { Video } from './video.entity.js';
import { VideosRepository } from './videos.repository.js';

/**
 * A stimulus's life after the import: retire it (no new assignments, its ratings stay and the exports mark it),
 * bring it back, or delete one that was never rated or assigned. A rated stimulus is never deleted: its ratings
 * would lose what they were given to.
 */
@Injectable()
export class StimulusLifecycleService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly videos: VideosRepository,
  ) {}

  async list(query: { q?: string; limit?: number; offset?: number }): Promise<ListPage<AdminStimulusRow>> {
    const text = filterText(query.q);
    const [rows, total] = await this.videos.cataloguePage({
      filter: text === null ? null : { text, id: wholeNumber(text) },
      column: 'v.id',
      direction: 'ASC',
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: rows.map(toStimulusRow), total };
  }

  retire(id: number): Promise<AdminStimulusRow> {
    return this.setRetired(id, true);
  }

  restore(id: number): Promise<AdminStimulusRow> {
    return this.setRetired(id, false);
  }

  private setRetired(id: number, retired: boolean): Promise<AdminStimulusRow> {
    return this.tx.write(async (m) => {
      const video = await this.found(await this.videos.videoById(m, id, this.tx.forUpdate), id);
      // Idempotent: retiring a retired stimulus keeps the instant it was first retired.
      const isRetired = video.retired_at !== null;
      if (retired !== isRetired) {
        await this.videos.updateVideo(m, id, { retired_at: retired ? new Date() : null });
      }
      return toStimulusRow((await this.videos.videoById(m, id)) as Video);
    });
  }

  async remove(id: number): Promise<void> {
    try {
      await this.tx.write(async (m) => {
        const video = await this.found(await this.videos.videoById(m, id, this.tx.forUpdate), id);
        const ratings = Number(video.ratings_count);
        const reserved = Number(video.reserved_count);
        if (ratings > 0) {
          throw new ConflictException(
            `Stimulus ${id} has ${ratings} rating(s) and cannot be deleted; retire it instead`,
          );
        }
        if (reserved > 0) {
          throw new ConflictException(
            `Stimulus ${id} is assigned to ${reserved} participant(s) right now and cannot be deleted; retire it instead`,
          );
        }
        await this.videos.deleteVideo(m, id);
      });
    } catch (e) {
      // A trial or quality mark still names it (an assignment that lapsed, a training mark): the database says no.
      if (isRowReferencedError(e)) {
        throw new ConflictException(
          `Stimulus ${id} was assigned to participants before and cannot be deleted; retire it instead`,
        );
      }
      throw e;
    }
  }

  private found(video: Video | null, id: number): Video {
    if (!video) throw new NotFoundException(`Stimulus ${id} does not exist`);
    return video;
  }
}

/** The admin list's row: counters, lifecycle, the file's check and the lab's attributes, parsed. */
export function toStimulusRow(v: Video): AdminStimulusRow {
  return {
    video_id: Number(v.id),
    label: v.label,
    content: v.content,
    view: v.view,
    compression_type: v.compression_type,
    qp: v.qp,
    kind: v.kind,
    is_reference: Boolean(Number(v.is_reference)),
    url: v.url,
    ratings_count: Number(v.ratings_count),
    reserved_count: Number(v.reserved_count),
    file_check: (v.file_check as StimulusFileCheck | null) ?? null,
    sha256: v.sha256 ?? null,
    original_sha256: v.original_sha256 ?? null,
    poster_url: v.poster_url ?? null,
    retired_at: v.retired_at ? toIsoString(v.retired_at) : null,
    attributes: parseObject(v.attributes) as Record<string, string>,
    media_info: v.media_info ? parseObject(v.media_info) : null,
  };
}

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
