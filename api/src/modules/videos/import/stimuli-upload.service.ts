import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BadRequestException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleDestroy,
  PayloadTooLargeException,
} from '@nestjs/common';
import { STIMULI_UPLOAD_LIMITS, type StimulusImportReport } from '@vvq/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ManifestError } from './manifest.js';
import { parseManifest } from './manifest-parser.js';
import { type ImportReport, StimuliImportService } from './stimuli-import.service.js';
import { extractZip, safeRelativePath, ZipRefusedError } from './zip-extract.js';

/** One part of a multipart upload, as @fastify/multipart yields it (only what is read here). */
export interface UploadPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  file?: NodeJS.ReadableStream & { truncated?: boolean };
  value?: unknown;
}

interface StagedUpload {
  dir: string;
  manifest: { text: string; name: string };
  distortion?: { text: string; name: string };
  files: string[];
  transcode: boolean;
  createdAt: number;
}

/** A staged upload waits this long for its confirmation; then its files are deleted. */
const STAGED_TTL_MS = 60 * 60 * 1000;
const MANIFEST_NAMES = /^manifest\.(csv|json)$/i;
const DISTORTION_NAMES = /^distortion(-examples)?\.csv$/i;

/**
 * The admin screen's door to the import: receives a manifest and its files (or one zip), streamed to a staging
 * folder with limits, never held in memory; answers the dry-run report with an upload id; on confirmation moves the
 * files into the media folder and applies. One import at a time, from the first byte received to the last row
 * written (StimuliImportService.exclusive).
 */
@Injectable()
export class StimuliUploadService implements OnModuleDestroy {
  private readonly staged = new Map<string, StagedUpload>();
  private readonly root = join(tmpdir(), 'vvq-stimuli-uploads');
  /** The upload limits (a test lowers them to see the refusals without gigabytes). */
  readonly limits: { -readonly [K in keyof typeof STIMULI_UPLOAD_LIMITS]: number } = {
    ...STIMULI_UPLOAD_LIMITS,
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly importer: StimuliImportService,
  ) {}

  async onModuleDestroy(): Promise<void> {
    for (const upload of this.staged.values()) await rm(upload.dir, { recursive: true, force: true });
  }

  /** Receives the parts and answers the dry run; the upload stays staged for `apply`. */
  receive(parts: AsyncIterable<UploadPart>): Promise<StimulusImportReport & { upload_id: string }> {
    return this.importer.exclusive(async () => {
      await this.expire();
      const id = randomBytes(12).toString('hex');
      const dir = join(this.root, id);
      await mkdir(dir, { recursive: true });
      try {
        const upload = await this.stage(parts, dir);
        const report = await this.importer.runInside({
          manifest: upload.manifest,
          distortion: upload.distortion,
          stagingDir: dir,
          transcode: upload.transcode,
          apply: false,
        });
        this.staged.set(id, upload);
        return { ...report, upload_id: id };
      } catch (e) {
        await rm(dir, { recursive: true, force: true });
        throw asHttpError(e);
      }
    });
  }

  /** Moves the staged files into the media folder and applies; refused (and nothing moved) while a row is an error. */
  apply(id: string): Promise<ImportReport> {
    return this.importer.exclusive(async () => {
      const upload = this.staged.get(id);
      if (!upload) throw new NotFoundException('This upload does not exist or has expired; upload it again');
      try {
        const check = await this.importer.runInside({
          manifest: upload.manifest,
          distortion: upload.distortion,
          stagingDir: upload.dir,
          transcode: upload.transcode,
          apply: false,
        });
        if (check.summary.error > 0) return check;
        for (const file of upload.files)
          await moveInto(join(upload.dir, file), join(this.config.mediaDir, file));
        const report = await this.importer.runInside({
          manifest: upload.manifest,
          distortion: upload.distortion,
          transcode: upload.transcode,
          apply: true,
        });
        this.staged.delete(id);
        await rm(upload.dir, { recursive: true, force: true });
        return report;
      } catch (e) {
        throw asHttpError(e);
      }
    });
  }

  private async stage(parts: AsyncIterable<UploadPart>, dir: string): Promise<StagedUpload> {
    let manifest: StagedUpload['manifest'] | undefined;
    let distortion: StagedUpload['distortion'];
    let transcode = false;
    let total = 0;
    const files: string[] = [];
    const limits = this.limits;
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'transcode') transcode = String(part.value) === 'true';
        else throw new BadRequestException(`unknown field "${part.fieldname}" (transcode)`);
        continue;
      }
      const name = part.filename ?? '';
      if (part.fieldname === 'manifest' || part.fieldname === 'distortion') {
        const text = (await readSmall(part, limits.manifestBytes)).toString('utf8');
        if (part.fieldname === 'manifest') manifest = { text, name };
        else distortion = { text, name };
      } else if (part.fieldname === 'files' || part.fieldname === 'archive') {
        const target = part.fieldname === 'archive' ? '.upload.zip' : name;
        if (part.fieldname === 'files' && !safeRelativePath(name)) {
          throw new BadRequestException(
            `"${name}" must be a relative path without ".." (as the manifest names it)`,
          );
        }
        if (files.length >= limits.files)
          throw new PayloadTooLargeException(`at most ${limits.files} files per upload`);
        const bytes = await saveStream(part, join(dir, target), limits.fileBytes, limits.totalBytes - total);
        total += bytes;
        if (part.fieldname === 'files') files.push(name);
        else {
          const unpacked = await extractZip(join(dir, target), dir, {
            fileBytes: limits.fileBytes,
            totalBytes: limits.totalBytes - total,
            files: limits.files - files.length,
          });
          await unlink(join(dir, target));
          for (const file of unpacked) {
            if (MANIFEST_NAMES.test(file) && !manifest)
              manifest = await readStaged(dir, file, limits.manifestBytes);
            else if (DISTORTION_NAMES.test(file) && !distortion) {
              distortion = await readStaged(dir, file, limits.manifestBytes);
            } else files.push(file);
          }
        }
      } else {
        throw new BadRequestException(
          `unknown file field "${part.fieldname}" (manifest, distortion, files, archive)`,
        );
      }
    }
    if (!manifest) {
      throw new BadRequestException(
        'no manifest: send it as "manifest", or as manifest.csv or manifest.json in the zip',
      );
    }
    const placed = await placeByName(dir, files, manifest, distortion);
    return { dir, manifest, distortion, files: placed, transcode, createdAt: Date.now() };
  }

  private async expire(): Promise<void> {
    const now = Date.now();
    for (const [id, upload] of this.staged) {
      if (now - upload.createdAt > STAGED_TTL_MS) {
        this.staged.delete(id);
        await rm(upload.dir, { recursive: true, force: true });
      }
    }
  }
}

/**
 * Browsers send a file's name without its folder: a file uploaded as `u1.mp4` goes where the manifest names a
 * `…/u1.mp4` (to each such place), so a lab picks its files without rebuilding the folders.
 */
async function placeByName(
  dir: string,
  files: string[],
  manifest: { text: string; name: string },
  distortion?: { text: string; name: string },
): Promise<string[]> {
  const parsed = parseManifest(manifest.text, manifest.name, distortion);
  const wanted = [...parsed.stimuli, ...parsed.distortionExamples]
    .map((r) => r.file)
    .filter((f) => f.includes('/'));
  const placed = new Set(files);
  for (const file of files) {
    if (file.includes('/')) continue;
    const targets = wanted.filter((w) => basename(w) === file && !placed.has(w));
    for (const target of targets) {
      await mkdir(dirname(join(dir, target)), { recursive: true });
      await copyFile(join(dir, file), join(dir, target));
      placed.add(target);
    }
    if (targets.length > 0 && !wanted.includes(file)) {
      await unlink(join(dir, file));
      placed.delete(file);
    }
  }
  return [...placed];
}

/** Streams a part to disk, stopping (413) past `max` bytes or what is left of the upload's total. */
async function saveStream(part: UploadPart, path: string, max: number, left: number): Promise<number> {
  await mkdir(dirname(path), { recursive: true });
  let bytes = 0;
  const limit = Math.min(max, left);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limit) {
        done(
          new PayloadTooLargeException(
            bytes > max
              ? `"${part.filename}" is larger than the limit of ${max} bytes per file`
              : 'the upload is larger than the limit for all files together',
          ),
        );
      } else done(null, chunk);
    },
  });
  await pipeline(part.file as NodeJS.ReadableStream, counter, createWriteStream(path));
  if (part.file?.truncated)
    throw new PayloadTooLargeException(`"${part.filename}" is larger than the upload limit`);
  return bytes;
}

async function readSmall(part: UploadPart, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > max)
      throw new PayloadTooLargeException(`the ${part.fieldname} file is larger than ${max} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readStaged(dir: string, file: string, max: number): Promise<{ text: string; name: string }> {
  const path = join(dir, file);
  if ((await stat(path)).size > max)
    throw new PayloadTooLargeException(`${file} is larger than ${max} bytes`);
  const text = await readFile(path, 'utf8');
  await unlink(path);
  return { text, name: file };
}

/** A rename, or a copy where the staging folder is on another disk than the media folder. */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    await copyFile(from, to);
    await unlink(from);
  }
}

/** The refusals of the import as 4xx answers with their words; anything else is left as it is. */
function asHttpError(e: unknown): unknown {
  if (e instanceof ManifestError) return new BadRequestException(e.message);
  if (e instanceof ZipRefusedError) {
    return /limit|bomb|more than/.test(e.message)
      ? new PayloadTooLargeException(e.message)
      : new BadRequestException(e.message);
  }
  const code = (e as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new PayloadTooLargeException('the upload is over its limits');
  }
  return e;
}
