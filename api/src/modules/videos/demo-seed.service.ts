import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { demoCatalogue, demoDistortionExamples } from '../../database/seeds/demo-catalogue.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { VideosRepository } from './videos.repository.js';

/** Loads the demo catalogue and distortion examples when SEED_DEMO is on and the tables are empty (idempotent). */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly videos: VideosRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const seeded = await this.seed();
    if (seeded.videos || seeded.examples) {
      this.logger.log(`Seeded ${seeded.videos} demo videos and ${seeded.examples} distortion examples`);
    }
  }

  async seed(): Promise<{ videos: number; examples: number }> {
    return this.tx.write(async (m) => {
      let videos = 0;
      let examples = 0;
      if ((await this.videos.countVideos(m)) === 0) {
        const rows = demoCatalogue().map((r) => ({
          ...r,
          ratings_count: 0,
          reserved_count: 0,
          load_count: 0,
          kind: 'video',
          is_reference: false,
          attributes: null,
          retired_at: null,
        }));
        await this.videos.insertVideos(m, rows);
        videos = rows.length;
      }
      if ((await this.videos.countExamples(m)) === 0) {
        const rows = demoDistortionExamples();
        await this.videos.insertExamples(m, rows);
        examples = rows.length;
      }
      return { videos, examples };
    });
  }
}
