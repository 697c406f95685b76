import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Short clips made by ffmpeg (testsrc2) for the stimulus import's tests, in a fresh media folder. */
export interface ClipOptions {
  seconds?: number;
  size?: string;
  codec?: 'libx264' | 'libx265' | 'libvpx-vp9';
  faststart?: boolean;
  pixelFormat?: string;
}

export function makeMediaDir(): string {
  return mkdtempSync(join(tmpdir(), 'vvq-media-'));
}

export function makeClip(mediaDir: string, file: string, options: ClipOptions = {}): string {
  const path = join(mediaDir, file);
  mkdirSync(dirname(path), { recursive: true });
  const {
    seconds = 1,
    size = '160x120',
    codec = 'libx264',
    faststart = true,
    pixelFormat = 'yuv420p',
  } = options;
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=25`,
    '-t',
    String(seconds),
    '-c:v',
    codec,
    '-pix_fmt',
    pixelFormat,
    ...(codec === 'libx265' ? ['-x265-params', 'log-level=error'] : []),
    ...(faststart && codec !== 'libvpx-vp9' ? ['-movflags', '+faststart'] : []),
    path,
  ]);
  return path;
}

export function writeMediaFile(mediaDir: string, file: string, bytes: string | Buffer): string {
  const path = join(mediaDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return path;
}

/** A zip made by Python's zipfile: entries (name → bytes), links (name → target) and stored/deflated as asked. */
export function makeZip(
  path: string,
  entries: Record<string, string | Buffer>,
  links: Record<string, string> = {},
) {
  const script = [
    'import sys, json, zipfile, base64',
    'spec = json.load(sys.stdin)',
    "with zipfile.ZipFile(spec['path'], 'w', zipfile.ZIP_DEFLATED) as z:",
    "    for name, data in spec['entries'].items():",
    '        z.writestr(zipfile.ZipInfo(name), base64.b64decode(data), zipfile.ZIP_DEFLATED)',
    "    for name, target in spec['links'].items():",
    '        info = zipfile.ZipInfo(name)',
    '        info.external_attr = (0o120777 << 16)',
    '        z.writestr(info, target)',
  ].join('\n');
  const spec = {
    path,
    entries: Object.fromEntries(
      Object.entries(entries).map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
    ),
    links,
  };
  execFileSync('python3', ['-c', script], { input: JSON.stringify(spec) });
}
