import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { toNumber } from '../../database/sql-values.js';
import { Video } from './video.entity.js';

export interface ContentReferences {
  content: string;
  videos: number;
  references: number;
}

/** The reference marks of the catalogue (videos.is_reference), per content, over the videos not retired. */
@Injectable()
export class VideoReferencesRepository {
  constructor(@InjectRepository(Video) private readonly videos: Repository<Video>) {}

  async perContent(): Promise<ContentReferences[]> {
    const rows = await this.videos
      .createQueryBuilder('v')
      .select('v.content', 'content')
      .addSelect('COUNT(*)', 'videos')
      .addSelect('SUM(CASE WHEN v.is_reference = :yes THEN 1 ELSE 0 END)', 'refs')
      .where('v.retired_at IS NULL')
      .setParameter('yes', true)
      .groupBy('v.content')
      .orderBy('v.content')
      .getRawMany<{ content: string; videos: unknown; refs: unknown }>();
    return rows.map((r) => ({
      content: r.content,
      videos: toNumber(r.videos),
      references: toNumber(r.refs),
    }));
  }

  async referenceIds(): Promise<number[]> {
    const rows = await this.videos.find({
      select: { id: true },
      where: { is_reference: true, retired_at: IsNull() },
    });
    return rows.map((r) => r.id);
  }

  /** The active references with their content and media URL (DCR shows each before its content's videos). */
  async references(): Promise<Array<{ id: number; content: string; url: string | null }>> {
    const rows = await this.videos.find({
      select: { id: true, content: true, url: true },
      where: { is_reference: true, retired_at: IsNull() },
    });
    return rows.map((r) => ({ id: Number(r.id), content: r.content, url: r.url }));
  }

  /** Every active video's id, content, label and media URL (pair comparison pairs the videos of one content). */
  async active(): Promise<Array<{ id: number; content: string; label: string; url: string | null }>> {
    const rows = await this.videos.find({
      select: { id: true, content: true, label: true, url: true },
      where: { retired_at: IsNull() },
      order: { id: 'ASC' },
    });
    return rows.map((r) => ({ id: Number(r.id), content: r.content, label: r.label, url: r.url }));
  }

  /** A catalogue video, retired or not (outside any transaction). */
  findAny(id: number): Promise<Video | null> {
    return this.videos.findOne({ where: { id } });
  }

  /** `lock`: the TransactionRunner's rowLock (MySQL locks the rows read; SQLite's single writer needs none). */
  find(m: EntityManager, id: number, lock: { lock?: { mode: 'pessimistic_write' } }): Promise<Video | null> {
    return m.getRepository(Video).findOne({ where: { id }, ...lock });
  }

  /** Another active reference of the same content, if any (read under the caller's transaction). */
  otherReference(
    m: EntityManager,
    content: string,
    id: number,
    lock: { lock?: { mode: 'pessimistic_write' } },
  ): Promise<Video | null> {
    const query = m
      .getRepository(Video)
      .createQueryBuilder('v')
      .where('v.content = :content AND v.is_reference = :yes AND v.id <> :id AND v.retired_at IS NULL', {
        content,
        yes: true,
        id,
      });
    return (lock.lock ? query.setLock('pessimistic_write') : query).getOne();
  }

  async set(m: EntityManager, id: number, isReference: boolean): Promise<void> {
    await m.getRepository(Video).update({ id, retired_at: IsNull() }, { is_reference: isReference });
  }
}
