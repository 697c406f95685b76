import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { isVolumetricUrl, MEDIA_PREFIX } from '@vvq/contracts';
import type { ManifestDistortionExample, ManifestStimulus, StimulusKind } from './manifest.js';
import {
  checkVideoFile,
  type EarlierCheck,
  type FileCheck,
  locateMediaFile,
  STIMULUS_CHECKS,
} from './media-checks.js';
import { mapLimit, sha256File, transcodeWebSafe } from './media-probe.js';
import { checkRemoteUrl } from './remote-check.js';

/** Where files are and how participants reach them. */
export interface MediaPlace {
  /** The folder relative `file`s are read from (the API's MEDIA_DIR, or the CLI's --media). */
  mediaDir: string;
  /** MEDIA_BASE_URL: relative files are served from there instead of the API's /media (a CDN, an object store). */
  mediaBaseUrl: string | null;
  /** Files uploaded for this import and not yet moved into the media folder: looked up there first. */
  stagingDir?: string | null;
}

export interface CheckOptions {
  /** Make a web-safe copy of a file browsers cannot play (only when applying; a dry run says it would). */
  transcode: boolean;
  apply: boolean;
  /** Probes at once; default the machine's cores (ffprobe is CPU-bound). */
  parallel?: number;
}

export interface CheckedFile {
  check: FileCheck;
  /** The URL participants are served. */
  url: string;
  /** The lab's own file's checksum when a transcoded copy is served instead. */
  originalSha256: string | null;
}

/** Folder (under the media folder) of the web-safe copies --transcode makes. */
export const TRANSCODED_DIR = 'transcoded';

/** The URL a participant's browser loads for a manifest `file`. */
export function mediaUrl(file: string, place: MediaPlace): string {
  if (/^https?:\/\//i.test(file)) return file;
  const base = place.mediaBaseUrl ?? MEDIA_PREFIX;
  return `${base.replace(/\/+$/, '')}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** A local file's check: its result, or the URL to check instead (MEDIA_BASE_URL, file only on the CDN). */
export type LocalCheck = CheckedFile | { remote: string };

/**
 * Checks a local file (locate, probe, hash, transcode). The import runs it in a check child in the idle scheduling
 * class (StimulusCheckChildren), so the importing process (the API's event loop, or the command line) does not hash
 * gigabytes at its own priority; called here directly, it runs in the calling process.
 */
export type LocalChecker = (
  file: string,
  kind: StimulusKind,
  place: MediaPlace,
  options: CheckOptions,
  earlier: EarlierCheck | undefined,
) => Promise<LocalCheck>;

/**
 * Checks the files of every row, `parallel` at a time (bounded by the cores: ffprobe and hashing are CPU- and
 * disk-bound, and the API keeps serving participants meanwhile). `earlier` holds the stored checks by file, reused
 * when size and modification time are unchanged.
 */
export function checkStimuliFiles(
  rows: readonly ManifestStimulus[],
  place: MediaPlace,
  options: CheckOptions,
  earlier: ReadonlyMap<string, EarlierCheck>,
  local: LocalChecker = checkLocalFile,
): Promise<CheckedFile[]> {
  // Rows naming the same file (one clip under several labels) are checked once.
  const once = new Map<string, Promise<CheckedFile>>();
  return mapLimit(rows, options.parallel ?? availableParallelism(), (row) => {
    const key = `${row.kind}\u0000${row.file}`;
    let check = once.get(key);
    if (!check) {
      check = checkOne(row.file, row.kind, place, options, earlier.get(mediaUrl(row.file, place)), local);
      once.set(key, check);
    }
    return check;
  });
}

export function checkExampleFiles(
  rows: readonly ManifestDistortionExample[],
  place: MediaPlace,
  options: CheckOptions,
  local: LocalChecker = checkLocalFile,
): Promise<CheckedFile[]> {
  // An example that names a sequence.json is a volumetric one: the 6DoF player's check, as for a catalogue row.
  return mapLimit(rows, options.parallel ?? availableParallelism(), (row) =>
    checkOne(row.file, isVolumetricUrl(row.file) ? 'volumetric' : 'video', place, options, undefined, local),
  );
}

/** A row's check; a remote URL (a few HTTP requests) is checked here, a local file by `local`. */
async function checkOne(
  file: string,
  kind: StimulusKind,
  place: MediaPlace,
  options: CheckOptions,
  earlier: EarlierCheck | undefined,
  local: LocalChecker,
): Promise<CheckedFile> {
  const url = mediaUrl(file, place);
  if (/^https?:\/\//i.test(file)) return { check: await checkRemoteUrl(file), url, originalSha256: null };
  const found = await local(file, kind, place, options, earlier);
  if ('remote' in found) return { check: await checkRemoteUrl(found.remote), url, originalSha256: null };
  return found;
}

/** A row refused without a look at its file, with why (the file named first, as every check message). */
export function uncheckedFile(file: string, place: MediaPlace, message: string): CheckedFile {
  return {
    check: {
      status: 'error',
      messages: [`${file} ${message}`],
      path: null,
      sha256: null,
      info: null,
      transcodable: false,
    },
    url: mediaUrl(file, place),
    originalSha256: null,
  };
}

/** LocalChecker's work (see there). */
export async function checkLocalFile(
  file: string,
  kind: StimulusKind,
  place: MediaPlace,
  options: CheckOptions,
  earlier: EarlierCheck | undefined,
): Promise<LocalCheck> {
  const url = mediaUrl(file, place);
  const staged = place.stagingDir ? await locateMediaFile(place.stagingDir, file) : null;
  const located = staged && 'path' in staged ? staged : await locateMediaFile(place.mediaDir, file);
  if ('error' in located) {
    // With MEDIA_BASE_URL the files may live only on the CDN: then the URL is what is checked.
    if (place.mediaBaseUrl && located.error.endsWith('was not found in the media folder')) {
      return { remote: url };
    }
    return {
      check: {
        status: 'error',
        messages: [located.error],
        path: null,
        sha256: null,
        info: null,
        transcodable: false,
      },
      url,
      originalSha256: null,
    };
  }
  const found = await STIMULUS_CHECKS[kind](located.path, earlier);
  // The checks speak of "the file"; the report names it, since a row's label need not resemble its path.
  const check = { ...found, messages: found.messages.map((m) => `${file} ${m}`) };
  if (!check.transcodable || !options.transcode) return { check, url, originalSha256: null };
  if (!options.apply) {
    return {
      check: {
        ...check,
        status: 'warning',
        messages: [
          ...check.messages,
          'a web-safe H.264 copy will be made and served when the import is applied',
        ],
      },
      url,
      originalSha256: null,
    };
  }
  const copyName = `${TRANSCODED_DIR}/${file.replace(/\.[^./]*$/, '')}.mp4`;
  const copyPath = join(place.mediaDir, copyName);
  await mkdir(dirname(copyPath), { recursive: true });
  await transcodeWebSafe(located.path, copyPath);
  const copy = await checkVideoFile(copyPath);
  return {
    check: {
      ...copy,
      messages: [
        ...copy.messages.map((m) => `${copyName} ${m}`),
        `${check.messages[0]}: served as a web-safe copy instead (${copyName}), the original's SHA-256 kept`,
      ],
      status: copy.status === 'error' ? 'error' : 'warning',
    },
    url: mediaUrl(copyName, place),
    originalSha256: await sha256File(located.path),
  };
}
