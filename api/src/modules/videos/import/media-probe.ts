import { spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/** ffprobe or ffmpeg is not installed: the message names the Debian package that brings both. */
export class MediaToolMissingError extends Error {
  constructor(readonly tool: string) {
    super(
      `${tool} was not found: install the ffmpeg package (Debian/Ubuntu: apt-get install ffmpeg), which brings ffprobe and ffmpeg`,
    );
  }
}

/** What ffprobe reports about a file, reduced to what the checks and the admin list need. */
export interface ProbedMedia {
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  format: string;
  video_codec: string | null;
  pixel_format: string | null;
  audio_codec: string | null;
  duration_s: number | null;
  width: number | null;
  height: number | null;
  fps: number | null;
}

/** The programs the checks run, looked up on PATH; a test points one at a missing program to see the message. */
export const MEDIA_TOOLS = { ffprobe: 'ffprobe', ffmpeg: 'ffmpeg' };

/** The time limit of a probe and of a poster (a test shortens it to see a starved tool's second try). */
export const MEDIA_TOOL_LIMITS = { probeMs: 120_000, posterMs: 120_000 };

/**
 * The niceness of every ffprobe/ffmpeg an import runs where it cannot use the idle class (see `idleLauncher`): on a
 * machine that also serves a live study, probing, posters and transcodes take the CPU the API and the database leave
 * (measured: `npm run bench -- --import-load`).
 */
export const MEDIA_TOOL_NICENESS = 10;

let idleLaunch: boolean | undefined;

/**
 * Whether util-linux's `chrt` can start a program in Linux's idle scheduling class (SCHED_IDLE) here; asked once. A
 * niced tool still holds a core for its whole time slice when an API or database thread wakes, and a request crosses
 * several such wake-ups between the API and MariaDB: niceness 10 kept a third of MariaDB's ratings from being
 * served during an import. A thread woken beside an idle-class task preempts it at once.
 */
export function idleLauncher(): boolean {
  idleLaunch ??= spawnSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' }).status === 0;
  return idleLaunch;
}

/** A tool was stopped by its time limit (a damaged file it loops on, or no CPU for it on a saturated machine). */
class MediaToolTimeoutError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(
      `${name} did not finish within ${timeoutMs / 1000} s and was stopped: the file may be damaged, or the machine too busy; try again when it is less busy`,
    );
  }
}

/**
 * Runs a tool and resolves with its stdout; ENOENT becomes MediaToolMissingError. In the idle class a tool gets no
 * CPU at all while the machine is saturated, so one stopped by its time limit there gets a second run at niceness
 * 10 (which still yields to the API) before the row fails with the time limit named.
 */
export async function runTool(
  name: keyof typeof MEDIA_TOOLS,
  args: string[],
  timeoutMs = 120_000,
): Promise<string> {
  const idle = idleLauncher();
  try {
    return await runOnce(name, args, timeoutMs, idle);
  } catch (error) {
    if (idle && error instanceof MediaToolTimeoutError) return starvedToolRunner.run(name, args, timeoutMs);
    throw error;
  }
}

/** A tool's run outside the idle class, at niceness 10: the second try of a tool starved in the idle class. */
export function runToolNiced(
  name: keyof typeof MEDIA_TOOLS,
  args: string[],
  timeoutMs: number,
): Promise<string> {
  return runOnce(name, args, timeoutMs, false);
}

/**
 * Who gives a starved tool its second try. A process already in the idle class (an import's check child, see
 * stimulus-check-children.ts) cannot start anything outside it, since every program it starts inherits the class;
 * there the child asks the importing process, which is not idle, to run the tool.
 */
export const starvedToolRunner = { run: runToolNiced };

function runOnce(
  name: keyof typeof MEDIA_TOOLS,
  args: string[],
  timeoutMs: number,
  idle: boolean,
): Promise<string> {
  const tool = MEDIA_TOOLS[name];
  return new Promise((resolve, reject) => {
    // chrt execs the tool in its own process, so the pid, the time limit's kill and the exit code are the tool's.
    const child = idle
      ? spawn('chrt', ['--idle', '0', tool, ...args], {
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: timeoutMs,
        })
      : spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, MEDIA_TOOL_NICENESS);
      } catch {
        // Not permitted here (or the tool has already ended): it runs at the caller's priority.
      }
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new MediaToolMissingError(name) : e),
    );
    // Settled on exit for a tool its time limit stopped: a process it started may still hold the pipes open, and
    // 'close' would wait for that one.
    child.on('exit', (code) => {
      if (code !== null || !child.killed) return;
      child.stdout.destroy();
      child.stderr.destroy();
      reject(new MediaToolTimeoutError(name, timeoutMs));
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else if (code === null) reject(new Error(`${name} was stopped by ${signal ?? 'a signal'}`));
      else {
        const message = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-2).join(' ');
        // chrt's own way of saying the tool is not there (exit 127, "failed to execute …: No such file").
        if (idle && code === 127 && message.includes('No such file')) {
          reject(new MediaToolMissingError(name));
          return;
        }
        reject(new Error(message || `${tool} exited with code ${code}`));
      }
    });
  });
}

/** ffprobe's view of the file's container and first video and audio streams. */
export async function probe(path: string): Promise<ProbedMedia> {
  const json = await runTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    MEDIA_TOOL_LIMITS.probeMs,
  );
  const doc = JSON.parse(json) as {
    format?: { format_name?: string; duration?: string };
    streams?: Array<Record<string, unknown>>;
  };
  const streams = doc.streams ?? [];
  const video = streams.find(
    (s) => s.codec_type === 'video' && !(s.disposition as { attached_pic?: number })?.attached_pic,
  );
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(doc.format?.duration ?? video?.duration);
  return {
    format: doc.format?.format_name ?? '',
    video_codec: (video?.codec_name as string | undefined) ?? null,
    pixel_format: (video?.pix_fmt as string | undefined) ?? null,
    audio_codec: (audio?.codec_name as string | undefined) ?? null,
    duration_s: Number.isFinite(duration) ? duration : null,
    width: typeof video?.width === 'number' ? video.width : null,
    height: typeof video?.height === 'number' ? video.height : null,
    fps: frameRate(video?.avg_frame_rate ?? video?.r_frame_rate),
  };
}

function frameRate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const [n, d] = value.split('/').map(Number);
  const fps = d ? n / d : n;
  return Number.isFinite(fps) && fps > 0 ? Math.round(fps * 1000) / 1000 : null;
}

/** The layout of an MP4's top-level boxes: whether the index (moov) comes before the media (mdat), and truncation. */
export interface Mp4Layout {
  moovFirst: boolean;
  /** A box that claims more bytes than the file has: the file was cut short (an interrupted copy or upload). */
  truncated: boolean;
  hasMoov: boolean;
}

/**
 * Walks the top-level boxes (size + type headers only, a few reads however large the file). A browser plays an MP4
 * progressively only when moov precedes mdat ("faststart"); otherwise it must fetch the end of the file first.
 */
export async function mp4Layout(path: string): Promise<Mp4Layout> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    let moov = -1;
    let mdat = -1;
    let truncated = false;
    for (let boxes = 0; offset < size && boxes < 10_000; boxes++) {
      const { bytesRead } = await file.read(header, 0, 16, offset);
      if (bytesRead < 8) {
        truncated = true;
        break;
      }
      let boxSize = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (boxSize === 1) {
        if (bytesRead < 16) {
          truncated = true;
          break;
        }
        boxSize = Number(header.readBigUInt64BE(8));
      } else if (boxSize === 0) boxSize = size - offset; // the box runs to the end of the file
      if (boxSize < 8) {
        truncated = true;
        break;
      }
      if (type === 'moov' && moov < 0) moov = offset;
      if (type === 'mdat' && mdat < 0) mdat = offset;
      if (offset + boxSize > size) {
        truncated = true;
        break;
      }
      offset += boxSize;
    }
    return { moovFirst: moov >= 0 && (mdat < 0 || moov < mdat), truncated, hasMoov: moov >= 0 };
  } finally {
    await file.close();
  }
}

/** The first bytes of a file, for the magic-byte test. */
export async function headBytes(path: string, length = 4100): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** SHA-256 of a file, streamed (never the whole file in memory). */
export function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** A still frame (JPEG, 320 px wide) from a second into the clip, or its first frame for shorter ones. */
export async function writePoster(path: string, out: string, durationS: number | null): Promise<void> {
  const at = durationS !== null && durationS > 2 ? '1' : '0';
  await runTool(
    'ffmpeg',
    ['-v', 'error', '-y', '-ss', at, '-i', path, '-frames:v', '1', '-vf', 'scale=320:-2', out],
    MEDIA_TOOL_LIMITS.posterMs,
  );
}

/** A web-safe copy: H.264 (yuv420p) + AAC in MP4 with the index first, whatever the original was. */
export async function transcodeWebSafe(path: string, out: string): Promise<void> {
  await runTool(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-i',
      path,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-preset',
      'veryfast',
      '-crf',
      '18',
      '-c:a',
      'aac',
      '-b:a',
      '160k',
      '-movflags',
      '+faststart',
      out,
    ],
    30 * 60_000,
  );
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  });
  await Promise.all(lanes);
  return results;
}
