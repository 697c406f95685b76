import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { DistortionExample } from '@vvq/contracts';
import { DistortionExampleVideo } from './distortion-example.entity.js';

@Injectable()
export class VideosService {
  constructor(@InjectRepository(DistortionExampleVideo) private readonly examples: Repository<DistortionExampleVideo>) {}

  async distortionExamples(): Promise<DistortionExample[]> {
    const rows = await this.examples.find({ order: { id: 'ASC' } });
    return rows.map((r) => ({
      video_id: r.id,
      video_location: r.video_location,
      video_url: r.video_url,
      background_type: r.background_type,
    }));
  }
}
