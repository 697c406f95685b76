import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { basename, resolve } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { AppConfigModule } from '../config/config.module.js';
import { loadConfig } from '../config/load-config.js';
import { DatabaseModule } from '../database/database.module.js';
import {
  formatReport,
  ManifestError,
  MEDIA_TOOL_NICENESS,
  StimuliImportModule,
  StimuliImportService,
} from '../modules/videos/index.js';
import { runCli } from './run-cli.js';

const USAGE =
  'Usage: npm run stimuli:import -- <manifest.csv|manifest.json> [--media DIR] [--distortion examples.csv] ' +
  '[--dry-run] [--transcode] [--parallel N]';
const VALUED = new Set(['media', 'distortion', 'parallel']);
const FLAGS = new Set(['dry-run', 'transcode', 'help']);

@Module({})
class StimuliCliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: StimuliCliModule,
      imports: [AppConfigModule.register(config), DatabaseModule.register(config), StimuliImportModule],
    };
  }
}

/** The manifest (positional) and the options; null with a message when the command line is wrong. */
export function parseImportArgs(
  argv: readonly string[],
): { manifest: string; options: Record<string, string> } | string {
  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (VALUED.has(key)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) return `--${key} needs a value`;
      options[key] = value;
    } else if (FLAGS.has(key) && inline === undefined) options[key] = 'true';
    else return `unknown option ${arg}`;
  }
  if (options.help) return '';
  if (positional.length !== 1)
    return positional.length === 0 ? 'name the manifest file' : 'name one manifest file';
  if (options.parallel !== undefined && !/^[1-9]\d{0,2}$/.test(options.parallel)) {
    return '--parallel must be a whole number from 1 to 999';
  }
  return { manifest: positional[0], options };
}

/**
 * Imports a stimulus manifest into the database of DATABASE_URL/SQLITE_PATH: prints the dry-run report, and applies
 * it (all rows or none) unless --dry-run is given or a row is an error. Paths are relative to where npm was run.
 * Exit codes: 0 done, 1 refused (rows with errors, or another import running), 2 the command or manifest is wrong.
 */
async function main(): Promise<number> {
  const parsed = parseImportArgs(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(parsed ? `${parsed}\n${USAGE}` : USAGE);
    return parsed ? 2 : 0;
  }
  // The command runs beside a live study: its hashing and checks (and the tools it starts) yield the CPU to the API
  // and the database.
  try {
    setPriority(MEDIA_TOOL_NICENESS);
  } catch {
    // Not permitted here: it runs at the caller's priority.
  }
  const here = process.env.INIT_CWD ?? process.cwd();
  const { manifest, options } = parsed;
  const read = async (path: string) => ({
    text: await readFile(resolve(here, path), 'utf8'),
    name: basename(path),
  });
  let manifestFile;
  let distortion;
  try {
    manifestFile = await read(manifest);
    distortion = options.distortion ? await read(options.distortion) : undefined;
  } catch (e) {
    console.error(
      `Cannot read ${(e as NodeJS.ErrnoException).path ?? manifest}: ${(e as NodeJS.ErrnoException).code}`,
    );
    return 2;
  }
  const config = loadConfig(process.env);
  const app = await NestFactory.createApplicationContext(StimuliCliModule.register(config), {
    logger: ['error'],
  });
  try {
    const report = await app.get(StimuliImportService).run({
      manifest: manifestFile,
      distortion,
      mediaDir: options.media ? resolve(here, options.media) : undefined,
      transcode: options.transcode === 'true',
      apply: options['dry-run'] !== 'true',
      parallel: options.parallel ? Number(options.parallel) : undefined,
      onMadeWay: (note) => console.error(note),
    });
    console.log(formatReport(report, options['dry-run'] === 'true'));
    return report.summary.error > 0 ? 1 : 0;
  } catch (e) {
    if (e instanceof ManifestError) {
      console.error(e.problems.join('\n'));
      return 2;
    }
    throw e;
  } finally {
    await app.close();
  }
}

runCli(main, 'Stimulus import');
