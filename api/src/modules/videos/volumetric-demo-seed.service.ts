import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { volumetricDemoCatalogue } from '../../database/seeds/volumetric-catalogue.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { DemoSeedService } from './demo-seed.service.js';
import { VideosRepository } from './videos.repository.js';

/**
 * With SEED_DEMO_VOLUMETRIC (npm start sets it), adds the volumetric demo stimuli to a catalogue that has none: after
 * the 2D demo seed when SEED_DEMO is on too, alone when it is off (a volumetric-only study, as the browser test of the
 * player uses). Kept apart from the 2D seed so the 2D demo study stays exactly as it was without the flag.
 */
@Injectable()
export class VolumetricDemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly videos: VideosRepository,
    private readonly demo: DemoSeedService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoVolumetric) return;
    // Nest runs the bootstrap hooks of a module side by side: the 2D seed (idempotent) goes first here, so it always
    // finds the empty catalogue it expects and its rows keep their ids.
    if (this.config.seedDemo) await this.demo.seed();
    const added = await this.seed();
    if (added) this.logger.log(`Seeded ${added} volumetric demo stimuli`);
  }

  async seed(): Promise<number> {
    return this.tx.write(async (m) => {
      if ((await this.videos.countVolumetric(m)) > 0) return 0;
      const rows = volumetricDemoCatalogue().map((r) => ({
        ...r,
        ratings_count: 0,
        reserved_count: 0,
        load_count: 0,
        retired_at: null,
      }));
      await this.videos.insertVideos(m, rows);
      return rows.length;
    });
  }
}
