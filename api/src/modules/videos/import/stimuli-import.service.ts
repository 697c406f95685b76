import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { StimulusImportReport } from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import type { Video } from '../video.entity.js';
import { VideosRepository } from '../videos.repository.js';
import {
  checkExampleFiles,
  checkStimuliFiles,
  type CheckedFile,
  mediaUrl,
  type MediaPlace,
} from './check-stimuli.js';
import {
  attributesJson,
  type ExistingVideo,
  planRows,
  type PlannedRow,
  type PlannedVideo,
  type ReportRow,
} from './import-plan.js';
import type { Manifest } from './manifest.js';
import { parseManifest } from './manifest-parser.js';
import { BusyMachineGate } from './busy-machine-gate.js';
import { StimulusCheckChildren } from './stimulus-check-children.js';

export interface ImportRequest {
  manifest: { text: string; name: string };
  distortion?: { text: string; name: string };
  /** Default: the API's MEDIA_DIR. */
  mediaDir?: string;
  /** An upload's files not yet in the media folder (a dry run of the admin screen). */
  stagingDir?: string;
  transcode?: boolean;
  /** false: the dry-run report only. */
  apply: boolean;
  /**
   * Files shipped with the product and checked when they were made (the demo's): neither located nor probed, and
   * stored without a check (`file_check` null, like rows from before the import), so a start needs no ffprobe.
   */
  trusted?: boolean;
  parallel?: number;
  /** Told once an import has made way for a busy machine (the CLI prints it); see BusyMachineGate. */
  onMadeWay?: (note: string) => void;
}

export type ImportSummary = StimulusImportReport['summary'];

/** The dry-run report, or the applied import's (`applied` true). */
export type ImportReport = StimulusImportReport;

/** A second import while one runs: the caller is told, nothing waits in the background. */
export class ImportBusyError extends Error {
  constructor() {
    super('Another stimulus import is running; try again when it has finished');
  }
}

/** Folder (under the media folder) of the poster frames of the admin lists. */
export const POSTERS_DIR = 'posters';

/**
 * The one import path behind both doors (the CLI and the admin Stimuli screen): read the manifest, check every file,
 * report per row, and apply only on request and only when no row is an error — in one transaction, so the catalogue
 * gets all rows or none. See docs/experimenter/stimuli.md.
 */
@Injectable()
export class StimuliImportService {
  private running = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly videos: VideosRepository,
  ) {}

  get busy(): boolean {
    return this.running;
  }

  /** Throws ManifestError (unreadable manifest), ImportBusyError, MediaToolMissingError (no ffprobe). */
  run(request: ImportRequest): Promise<ImportReport> {
    return this.exclusive(() => this.runAlone(request));
  }

  /** Marks an import as running for `work` (an upload being received, then `runInside`); a second is refused. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.running) throw new ImportBusyError();
    this.running = true;
    try {
      return await work();
    } finally {
      this.running = false;
    }
  }

  /** `run` for a caller already inside `exclusive`. */
  runInside(request: ImportRequest): Promise<ImportReport> {
    return this.runAlone(request);
  }

  private async runAlone(request: ImportRequest): Promise<ImportReport> {
    // The per-file work runs in child processes in the idle class; only the plan and the transaction run here.
    // Each file waits its turn while the machine is busy (STIMULI_IMPORT_YIELD), so participants come first.
    const parallel = request.parallel ?? availableParallelism();
    const gate = this.config.importYield
      ? new BusyMachineGate({
          parallel,
          onBusy: () =>
            request.onMadeWay?.(
              'The machine is busy with other work (participants?): the import checks one file at a time and ' +
                'rests between files, so that the other work is not slowed. STIMULI_IMPORT_YIELD=false checks at ' +
                'full speed.',
            ),
        })
      : null;
    const children = new StimulusCheckChildren(parallel, gate);
    try {
      return await this.runWith(request, children);
    } finally {
      await children.close();
      if (gate && gate.waited.jobsWhileBusy > 0)
        request.onMadeWay?.(
          `The import made way for other work: ${gate.waited.jobsWhileBusy} check(s) and poster(s) ran one at a ` +
            `time while the machine was busy, ${Math.round(gate.waited.ms / 1_000)} s waited in all.`,
        );
    }
  }

  private async runWith(request: ImportRequest, children: StimulusCheckChildren): Promise<ImportReport> {
    const manifest = parseManifest(request.manifest.text, request.manifest.name, request.distortion);
    const place: MediaPlace = {
      mediaDir: request.mediaDir ?? this.config.mediaDir,
      mediaBaseUrl: this.config.mediaBaseUrl ?? null,
      stagingDir: request.stagingDir ?? null,
    };
    const options = {
      transcode: request.transcode ?? false,
      apply: request.apply,
      parallel: request.parallel,
    };
    const labels = manifest.stimuli.map((s) => s.label);
    const before = await this.videos.videosByLabels(labels);
    const earlier = new Map(before.filter((v) => v.url).map((v) => [v.url as string, v]));
    const checked = request.trusted
      ? manifest.stimuli.map((s) => trustedFile(s.file, place))
      : await checkStimuliFiles(manifest.stimuli, place, options, earlier, children.check);
    // Trusted files (the demo's, at first start) are not probed, examples included: the API listens only once the
    // demo is seeded, and the media tools yield the CPU to everything else on a busy machine.
    const examples = request.trusted
      ? manifest.distortionExamples.map((e) => trustedFile(e.file, place))
      : await checkExampleFiles(manifest.distortionExamples, place, options, children.check);
    const distortion = examples.map((c, i) => exampleReport(manifest, i, c));
    const posters: Array<string | null> = manifest.stimuli.map(() => null);
    const planned = (existing: Video[]) =>
      planRows(
        manifest.stimuli.map((stimulus, i) => ({
          stimulus,
          check: checked[i].check,
          video: {
            ...plannedVideo(manifest, i, checked[i]),
            poster_url: posters[i],
            ...(request.trusted ? { file_check: null } : {}),
          },
        })),
        new Map(existing.map((v) => [v.label.toLowerCase(), existingVideo(v)])),
      );
    const dryRun = planned(before);
    const report = (rows: PlannedRow[], applied: boolean): ImportReport => ({
      applied,
      summary: summarise(
        rows.map((r) => r.report),
        manifest,
        distortion,
      ),
      rows: rows.map((r) => r.report),
      distortion,
    });
    const refused =
      dryRun.some((r) => r.report.status === 'error') || distortion.some((r) => r.status === 'error');
    if (!request.apply || refused) return report(dryRun, false);

    await this.writePosters(dryRun, checked, place, posters, children);
    return this.tx.write(async (m) => {
      // Again on the locked rows: a rating given since the dry run makes its row's change a refusal now.
      const locked = await this.videos.videosByLabels(labels, m, this.tx.forUpdate);
      const rows = planned(locked);
      if (rows.some((r) => r.report.status === 'error')) return report(rows, false);
      const inserts = rows
        .filter((r) => r.report.action === 'insert')
        .map((r) => ({
          ...r.video,
          ratings_count: 0,
          reserved_count: 0,
          load_count: 0,
        }));
      await this.videos.insertVideos(m, inserts);
      for (const row of rows) {
        if (row.report.action === 'update')
          await this.videos.updateVideo(m, row.existingId as number, row.video);
      }
      if (manifest.distortionExamples.length > 0 || manifest.sections.length > 0) {
        await this.videos.replaceDistortion(
          m,
          manifest.distortionExamples.map((e, i) => ({
            video_location: e.file,
            video_url: examples[i].url,
            background_type:
              e.level === 'none' && e.category === 'dynamic_video' ? 'dynamic_video' : 'static',
            category: e.category,
            level: e.level,
            caption: e.caption || null,
          })),
          manifest.sections.map((s, position) => ({
            category: s.category,
            position,
            title: s.title,
            introduction: s.introduction,
            example: s.example,
            details: s.details,
          })),
        );
      }
      return report(rows, true);
    });
  }

  /** A poster per new or changed local file, named by its checksum (a failure leaves the list without one). */
  private async writePosters(
    rows: PlannedRow[],
    checked: CheckedFile[],
    place: MediaPlace,
    posters: Array<string | null>,
    children: StimulusCheckChildren,
  ): Promise<void> {
    const dir = join(place.mediaDir, POSTERS_DIR);
    for (const [i, row] of rows.entries()) {
      const { check } = checked[i];
      if (row.report.action === 'unchanged' || !check.path || !check.sha256 || !check.info) continue;
      const name = `${POSTERS_DIR}/${check.sha256}.jpg`;
      try {
        await mkdir(dir, { recursive: true });
        await children.poster(check.path, join(place.mediaDir, name), check.info.duration_s);
        posters[i] = mediaUrl(name, place);
      } catch {
        posters[i] = null;
      }
    }
  }
}

/** A trusted file (ImportRequest.trusted): its URL, nothing looked at. */
function trustedFile(file: string, place: MediaPlace): CheckedFile {
  return {
    check: { status: 'not checked', messages: [], path: null, sha256: null, info: null, transcodable: false },
    url: mediaUrl(file, place),
    originalSha256: null,
  };
}

function plannedVideo(manifest: Manifest, i: number, file: CheckedFile): PlannedVideo {
  const s = manifest.stimuli[i];
  return {
    label: s.label,
    content: s.content,
    view: s.view,
    compression_type: s.compression_type,
    qp: s.qp,
    url: file.url,
    kind: s.kind,
    is_reference: s.is_reference,
    attributes: attributesJson(s.attributes),
    sha256: file.check.sha256,
    original_sha256: file.originalSha256,
    file_check: file.check.status === 'error' ? 'error' : file.check.status,
    media_info: file.check.info ? JSON.stringify(file.check.info) : null,
    poster_url: null,
  };
}

function existingVideo(v: Video): ExistingVideo {
  return {
    ...v,
    id: Number(v.id),
    is_reference: Boolean(Number(v.is_reference)),
    ratings_count: Number(v.ratings_count),
    reserved_count: Number(v.reserved_count),
  };
}

function exampleReport(manifest: Manifest, i: number, file: CheckedFile): ReportRow {
  const e = manifest.distortionExamples[i];
  const status = file.check.status === 'error' ? 'error' : file.check.messages.length > 0 ? 'warning' : 'ok';
  return {
    where: e.where,
    label: `${e.category} ${e.level}`,
    status,
    action: status === 'error' ? 'refused' : 'insert',
    file_check: file.check.status,
    messages: file.check.messages,
  };
}

function summarise(rows: ReportRow[], manifest: Manifest, distortion: ReportRow[]): ImportSummary {
  const count = (pick: (r: ReportRow) => boolean) => rows.filter(pick).length;
  return {
    rows: rows.length,
    ok: count((r) => r.status === 'ok'),
    warning: count((r) => r.status === 'warning'),
    error: count((r) => r.status === 'error') + distortion.filter((r) => r.status === 'error').length,
    insert: count((r) => r.action === 'insert'),
    update: count((r) => r.action === 'update'),
    unchanged: count((r) => r.action === 'unchanged'),
    refused: count((r) => r.action === 'refused'),
    distortion_examples: manifest.distortionExamples.length,
    distortion_sections: manifest.sections.length,
  };
}
