import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { API_ROOT } from '../../config/paths.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { StimuliImportService } from './import/stimuli-import.service.js';
import { VideosRepository } from './videos.repository.js';

/** The demo catalogue as a lab would bring it: a stimulus manifest beside its files (docs/experimenter/stimuli.md). */
export const DEMO_MANIFEST = join(API_ROOT, 'media', 'demo-manifest.csv');
/**
 * The demo's distortion examples as a lab brings its own: the manifest's companion file (category, level, caption,
 * file). Its categories are the spec's four without texts of their own, so its page is the spec's, worded by the
 * participant's language (docs/experimenter/stimuli.md).
 */
export const DEMO_DISTORTION_EXAMPLES = join(API_ROOT, 'media', 'demo-distortion-examples.csv');
/** A manifest without stimuli: the distortion examples alone, for a catalogue that is already there. */
const NO_STIMULI = 'label,file,content\n';

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
    const [noVideos, noExamples] = await this.tx.write(async (m) => [
      (await this.videos.countVideos(m)) === 0,
      (await this.videos.countExamples(m)) === 0,
    ]);
    if (!noVideos && !noExamples) return { videos: 0, examples: 0 };
    // One import of the manifest and its companion, like a lab's. Another API process seeding at the same time finds
    // the labels taken (its rows come out "unchanged") and replaces the examples with the same ones.
    const report = await this.imports.run({
      manifest: noVideos
        ? { text: await readFile(DEMO_MANIFEST, 'utf8'), name: 'demo-manifest.csv' }
        : { text: NO_STIMULI, name: 'demo-manifest.csv' },
      ...(noExamples
        ? {
            distortion: {
              text: await readFile(DEMO_DISTORTION_EXAMPLES, 'utf8'),
              name: 'demo-distortion-examples.csv',
            },
          }
        : {}),
      mediaDir: join(API_ROOT, 'media'),
      trusted: true,
      apply: true,
    });
    if (!report.applied) {
      this.logger.error('The demo catalogue could not be imported; its report follows');
      this.logger.error(JSON.stringify(report.summary));
      return { videos: 0, examples: 0 };
    }
    return { videos: report.summary.insert, examples: noExamples ? report.summary.distortion_examples : 0 };
  }
}
