import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Not, type Repository } from 'typeorm';
import type { DistortionExample } from '@vvq/contracts';
import { type CatalogueVideo, toCatalogueVideo } from './catalogue-video.js';
import { DistortionExampleVideo } from './distortion-example.entity.js';
import { Video } from './video.entity.js';

/** A video and its load (ratings + open reservations), as the assignment draws from them. */
export interface LoadedVideo {
  id: number;
  load: number;
}

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
  async catalogue(): Promise<CatalogueVideo[]> {
    return (await this.videos.find({ order: { id: 'ASC' } })).map(toCatalogueVideo);
  }

  /** The videos with these ids (unknown ids are absent); pass the transaction's manager to read inside it. */
  async describe(ids: readonly number[], manager?: EntityManager): Promise<Map<number, CatalogueVideo>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const repo = manager ? manager.getRepository(Video) : this.videos;
    const rows = await repo.find({ where: { id: In(unique) } });
    return new Map(rows.map((v) => [v.id, toCatalogueVideo(v)]));
  }

  /**
   * Every video outside `excluded` whose load is at most the `count`-th smallest load, reading only the
   * (load_count, id) index: the candidates among which the least-loaded choice is drawn.
   */
  async leastLoaded(
    manager: EntityManager,
    excluded: readonly number[],
    count: number,
  ): Promise<LoadedVideo[]> {
    const videos = manager.getRepository(Video);
    const lowest = await videos.find({
      select: { id: true, load_count: true },
      where: excluded.length > 0 ? { id: Not(In(excluded)) } : {},
      order: { load_count: 'ASC', id: 'ASC' },
      take: count,
    });
    if (lowest.length === 0) return [];
    const cutoff = lowest[lowest.length - 1].load_count;
    const candidates = await videos
      .createQueryBuilder('v')
      .select(['v.id', 'v.load_count'])
      .where('v.load_count <= :cutoff', { cutoff })
      .andWhere(excluded.length > 0 ? 'v.id NOT IN (:...excluded)' : '1=1', { excluded })
      .getMany();
    return candidates.map((v) => ({ id: v.id, load: v.load_count }));
  }
}
