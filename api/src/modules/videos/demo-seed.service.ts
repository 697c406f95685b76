import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { API_ROOT } from '../../config/paths.js';
import { demoDistortionExamples } from '../../database/seeds/demo-catalogue.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { StimuliImportService } from './import/stimuli-import.service.js';
import { VideosRepository } from './videos.repository.js';

/** The demo catalogue as a lab would bring it: a stimulus manifest beside its files (docs/experimenter/stimuli.md). */
export const DEMO_MANIFEST = join(API_ROOT, 'media', 'demo-manifest.csv');

/**
 * Loads the demo catalogue and distortion examples when SEED_DEMO is on and the tables are empty (idempotent). The
 * catalogue goes through the stimulus import like any lab's manifest (the product eats its own format), its
 * committed files trusted rather than probed, so a start needs no ffprobe and the rows are the ones the demo always had.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly videos: VideosRepository,
    private readonly imports: StimuliImportService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const seeded = await this.seed();
    if (seeded.videos || seeded.examples) {
      this.logger.log(`Seeded ${seeded.videos} demo videos and ${seeded.examples} distortion examples`);
    }
  }

  async seed(): Promise<{ videos: number; examples: number }> {
    let videos = 0;
    if ((await this.tx.write((m) => this.videos.countVideos(m))) === 0) {
      // Another API process seeding at the same time finds the labels taken: its rows come out "unchanged".
      const report = await this.imports.run({
        manifest: { text: await readFile(DEMO_MANIFEST, 'utf8'), name: 'demo-manifest.csv' },
        mediaDir: join(API_ROOT, 'media'),
        trusted: true,
        apply: true,
      });
      videos = report.summary.insert;
    }
    const examples = await this.tx.write(async (m) => {
      if ((await this.videos.countExamples(m)) > 0) return 0;
      const rows = demoDistortionExamples();
      await this.videos.insertExamples(m, rows);
      return rows.length;
    });
    return { videos, examples };
  }
}
