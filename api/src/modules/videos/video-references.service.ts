import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { VideoReferenceState } from '@vvq/contracts';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { VideoReferencesRepository, type ContentReferences } from './video-references.repository.js';

/**
 * Which catalogue video is the reference of its content (ACR-HR's hidden reference, DCR's shown one). At most one
 * active reference per content: marking a second one is refused with the first one's label, so the analysis never
 * has to guess which reference a DMOS is computed against.
 */
@Injectable()
export class VideoReferencesService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly references: VideoReferencesRepository,
  ) {}

  perContent(): Promise<ContentReferences[]> {
    return this.references.perContent();
  }

  /** The ids of the active reference videos. */
  async referenceIds(): Promise<Set<number>> {
    return new Set(await this.references.referenceIds());
  }

  /** Per content, its active reference's id and media URL. */
  async byContent(): Promise<Map<string, { id: number; url: string | null }>> {
    const rows = await this.references.references();
    return new Map(rows.map((r) => [r.content, { id: r.id, url: r.url }]));
  }

  /** The active catalogue by id (content, label, media URL): what pair comparison pairs and shows. */
  async activeVideos(): Promise<Map<number, { content: string; label: string; url: string | null }>> {
    const rows = await this.references.active();
    return new Map(rows.map(({ id, ...rest }) => [id, rest]));
  }

  /** One catalogue video's content and label, and whether it is retired; null when there is none with this id. */
  async catalogueVideo(
    id: number,
  ): Promise<{ id: number; content: string; label: string; retired: boolean } | null> {
    const video = await this.references.findAny(id);
    return video
      ? { id, content: video.content, label: video.label, retired: video.retired_at !== null }
      : null;
  }

  async set(id: number, isReference: boolean): Promise<VideoReferenceState> {
    return this.tx.write(async (m) => {
      const video = await this.references.find(m, id, this.tx.rowLock);
      if (!video || video.retired_at) throw new NotFoundException(`No catalogue video with id ${id}`);
      if (isReference) {
        const other = await this.references.otherReference(m, video.content, id, this.tx.rowLock);
        if (other)
          throw new ConflictException(
            `Content '${video.content}' already has a reference: '${other.label}' (id ${other.id}); unmark it first`,
          );
      }
      await this.references.set(m, id, isReference);
      return { id, content: video.content, label: video.label, is_reference: isReference };
    });
  }
}
