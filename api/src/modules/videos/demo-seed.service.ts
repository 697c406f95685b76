import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { demoCatalogue, demoDistortionExamples } from '../../database/seeds/demo-catalogue.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { DistortionExampleVideo } from './distortion-example.entity.js';
import { Video } from './video.entity.js';

/** Loads the demo catalogue and distortion examples when SEED_DEMO is on and the tables are empty (idempotent). */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
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
      if ((await m.getRepository(Video).count()) === 0) {
        const rows = demoCatalogue().map((r) => ({
          ...r,
          ratings_count: 0,
          reserved_count: 0,
          load_count: 0,
        }));
        await m.getRepository(Video).insert(rows);
        videos = rows.length;
      }
      if ((await m.getRepository(DistortionExampleVideo).count()) === 0) {
        const rows = demoDistortionExamples();
        await m.getRepository(DistortionExampleVideo).insert(rows);
        examples = rows.length;
      }
      return { videos, examples };
    });
  }
}
