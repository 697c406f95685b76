import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { StimulusFileCheck } from '@vvq/contracts';
import { checkVolumetricSequence, SEQUENCE_MANIFEST_FILE as SEQUENCE_MANIFEST } from '@vvq/volumetric/node';
import type { StimulusKind } from './manifest.js';
import { headBytes, mp4Layout, probe, type ProbedMedia, sha256File } from './media-probe.js';

export type CheckStatus = StimulusFileCheck;

/** What the import stores about a file (videos.media_info), and compares on the next import to skip re-probing. */
export interface MediaInfo extends ProbedMedia {
  container: 'mp4' | 'webm';
  size: number;
  mtime_ms: number;
  /** MP4: the index (moov) precedes the media, so playback starts before the whole file is loaded. */
  faststart: boolean | null;
}

export interface FileCheck {
  status: CheckStatus;
  /** Why, in words, for the report (empty when ok). */
  messages: string[];
  /** The absolute path of a local file that passed the containment and existence checks; null otherwise. */
  path: string | null;
  sha256: string | null;
  info: MediaInfo | null;
  /** A web-safe copy would fix the errors (the codec or container, not the bytes). */
  transcodable: boolean;
}

/** A row's earlier check, reused when the file's size and modification time did not change. */
export interface EarlierCheck {
  sha256: string | null;
  media_info: string | null;
}

const MP4_VIDEO = new Set(['h264', 'vp9', 'av1']);
const WEBM_VIDEO = new Set(['vp8', 'vp9', 'av1']);
const MP4_AUDIO = new Set(['aac', 'mp3', 'opus', 'flac']);
const WEBM_AUDIO = new Set(['opus', 'vorbis']);
const BROWSER_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);

/**
 * The absolute path of `file` under the media folder, or why not: the path must stay inside the folder after
 * symbolic links are followed (a link to /etc/passwd named clip.mp4 is refused like "../etc/passwd").
 */
export async function locateMediaFile(
  mediaDir: string,
  file: string,
): Promise<{ path: string } | { error: string }> {
  const root = await realpath(mediaDir).catch(() => resolve(mediaDir));
  const inside = (p: string) => {
    const rel = relative(root, p);
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  };
  const wanted = resolve(root, file);
  if (!inside(wanted)) return { error: `"${file}" is outside the media folder` };
  let real: string;
  try {
    real = await realpath(wanted);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      return { error: `"${file}" was not found in the media folder` };
    return { error: `"${file}" cannot be read (${code ?? 'unknown error'})` };
  }
  if (!inside(real)) return { error: `"${file}" is a link that leads outside the media folder` };
  return { path: real };
}

/**
 * The check step of each kind of stimulus. A kind without its own checks (volumetric frame sequences, whose
 * player brings them) only has its path located and is stored as "not checked".
 */
export const STIMULUS_CHECKS: Record<
  StimulusKind,
  (path: string, earlier?: EarlierCheck) => Promise<FileCheck>
> = {
  video: checkVideoFile,
  volumetric: checkVolumetricStimulus,
};

/**
 * A volumetric stimulus names its sequence's `sequence.json`; every frame is decoded and checked by the 6DoF player's
 * own check (`@vvq/volumetric/node`: corrupt or missing frames, counts that disagree with the manifest, frames over
 * the limits), so the import refuses exactly what the player could not play. The checksum is the manifest's.
 */
export async function checkVolumetricStimulus(path: string): Promise<FileCheck> {
  const result: FileCheck = {
    status: 'ok',
    messages: [],
    path,
    sha256: null,
    info: null,
    transcodable: false,
  };
  if (basename(path) !== SEQUENCE_MANIFEST) {
    return {
      ...result,
      status: 'error',
      messages: [`a volumetric stimulus names its ${SEQUENCE_MANIFEST} (e.g. bunny_R3/${SEQUENCE_MANIFEST})`],
    };
  }
  const check = await checkVolumetricSequence(dirname(path));
  const messages = check.rows
    .filter((row) => row.level !== 'ok')
    .map((row) => (row.frame === undefined ? row.message : `frame ${row.frame}: ${row.message}`));
  return { ...result, status: check.status, messages, sha256: await sha256File(path) };
}

/** Every check of a video file that a person would otherwise do by hand (see docs/experimenter/stimuli.md). */
export async function checkVideoFile(path: string, earlier?: EarlierCheck): Promise<FileCheck> {
  const result: FileCheck = {
    status: 'ok',
    messages: [],
    path,
    sha256: null,
    info: null,
    transcodable: false,
  };
  const fail = (message: string, transcodable = false): FileCheck => ({
    ...result,
    status: 'error',
    messages: [...result.messages, message],
    transcodable,
  });
  const stats = await stat(path).catch((e: NodeJS.ErrnoException) => e);
  if (stats instanceof Error) return fail(`cannot be read (${stats.code ?? stats.message})`);
  if (!stats.isFile()) return fail('is not a file');
  if (stats.size === 0) return fail('is empty (0 bytes)');
  const reused = reuse(earlier, stats.size, stats.mtimeMs);
  if (reused)
    return {
      ...result,
      sha256: earlier!.sha256,
      info: reused,
      messages: warningsOf(reused),
      status: warningsOf(reused).length ? 'warning' : 'ok',
    };

  let head: Uint8Array;
  try {
    head = await headBytes(path);
  } catch (e) {
    return fail(`cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const type = await fileTypeFromBuffer(head);
  const container = type?.mime === 'video/mp4' ? 'mp4' : type?.mime === 'video/webm' ? 'webm' : null;
  if (!type) return fail('is not a video: its bytes are not MP4 or WebM, whatever its name says');
  if (!container) {
    const isVideo = type.mime.startsWith('video/');
    return fail(
      isVideo
        ? `is ${type.mime} (.${type.ext}), which browsers do not all play; use MP4 or WebM (--transcode makes an MP4 copy)`
        : `is not a video: its bytes are ${type.mime} (.${type.ext}), whatever its name says`,
      isVideo,
    );
  }
  let faststart: boolean | null = null;
  if (container === 'mp4') {
    const layout = await mp4Layout(path);
    if (layout.truncated)
      return fail('is cut short: the file ends inside a box its header announces (an interrupted copy?)');
    if (!layout.hasMoov) return fail('has no index (moov atom): it cannot be played');
    faststart = layout.moovFirst;
  }
  let probed: ProbedMedia;
  try {
    probed = await probe(path);
  } catch (e) {
    if (
      (e as Error).name === 'MediaToolMissingError' ||
      (e as Error).message.includes('was not found: install')
    )
      throw e;
    return fail(`ffprobe cannot read it: ${(e as Error).message}`);
  }
  const info: MediaInfo = { ...probed, container, size: stats.size, mtime_ms: stats.mtimeMs, faststart };
  const problem = codecProblem(info);
  if (problem) return { ...fail(problem, true), info };
  const sha256 = await sha256File(path);
  const warnings = warningsOf(info);
  return { ...result, status: warnings.length ? 'warning' : 'ok', messages: warnings, sha256, info };
}

/** Why browsers would not play these streams, or null. */
function codecProblem(info: MediaInfo): string | null {
  const videos = info.container === 'mp4' ? MP4_VIDEO : WEBM_VIDEO;
  const audios = info.container === 'mp4' ? MP4_AUDIO : WEBM_AUDIO;
  const fix = ' (--transcode makes an H.264 copy)';
  if (!info.video_codec) return 'has no video stream';
  if (info.video_codec === 'hevc') {
    return `is HEVC (H.265), which Chromium and Firefox cannot decode; use H.264, VP9 or AV1${fix}`;
  }
  if (!videos.has(info.video_codec)) {
    return `video codec ${info.video_codec} in ${info.container.toUpperCase()} does not play in current browsers; use ${[...videos].join(', ')}${fix}`;
  }
  if (info.video_codec === 'h264' && info.pixel_format && !BROWSER_PIXEL_FORMATS.has(info.pixel_format)) {
    return `is H.264 with pixel format ${info.pixel_format}, which browsers do not decode; use yuv420p${fix}`;
  }
  if (info.audio_codec && !audios.has(info.audio_codec)) {
    return `audio codec ${info.audio_codec} in ${info.container.toUpperCase()} does not play in current browsers; use ${[...audios].join(', ')}${fix}`;
  }
  if (info.duration_s === null || info.duration_s <= 0) return 'has no duration: the file is damaged';
  return null;
}

/** Legal but worth a look, per file (the differences across rows are the plan's). */
function warningsOf(info: MediaInfo): string[] {
  const warnings: string[] = [];
  if (info.faststart === false) {
    warnings.push(
      'has its index (moov atom) at the end: playback waits for the whole file (--transcode, or ffmpeg -movflags +faststart, moves it)',
    );
  }
  return warnings;
}

function reuse(earlier: EarlierCheck | undefined, size: number, mtimeMs: number): MediaInfo | null {
  if (!earlier?.media_info || !earlier.sha256) return null;
  try {
    const info = JSON.parse(earlier.media_info) as MediaInfo;
    return info.size === size && info.mtime_ms === mtimeMs ? info : null;
  } catch {
    return null;
  }
}
