#!/usr/bin/env node
// Figures for docs/benchmarks.md: the stimulus import of a ROWS-row manifest (default 10,000) on SQLite, through the
// built CLI (npx nx run api:build first). Prints wall times: the first apply (every file probed and hashed), then a
// dry run and an apply of the same manifest with the files already probed (what a lab's re-import costs).
// STUB_FIRST_PROBE=1 reaches the "already probed" state faster on a small machine: the first apply runs with stand-ins
// for ffprobe and ffmpeg (canned answer of the real seed clip, a copied poster), so its time is no figure and is
// printed as such; the dry run and the apply after it run with the real tools on PATH, as a lab's re-import does.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
const rows = Number(process.env.ROWS ?? 10_000);
const dir = mkdtempSync(join(tmpdir(), 'vvq-bench-import-'));
const media = join(dir, 'media');
mkdirSync(join(media, 'clips'), { recursive: true });
const seed = join(dir, 'seed.mp4');
execFileSync('ffmpeg', [
  '-v',
  'error',
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=160x120:rate=25',
  '-t',
  '1',
  '-c:v',
  'libx264',
  '-pix_fmt',
  'yuv420p',
  '-movflags',
  '+faststart',
  seed,
]);
const lines = ['label,file,content,view,compression_type,qp,codec,bitrate_kbps'];
for (let i = 0; i < rows; i++) {
  copyFileSync(seed, join(media, 'clips', `c${i}.mp4`));
  lines.push(
    `s${i},clips/c${i}.mp4,content${i % 20},front,texture,${20 + (i % 30)},h264,${500 + (i % 7) * 250}`,
  );
}
const manifest = join(dir, 'study.csv');
writeFileSync(manifest, `${lines.join('\n')}\n`);
const env = { ...process.env, SQLITE_PATH: join(dir, 'bench.sqlite'), SEED_DEMO: 'false', MEDIA_DIR: media };

/** A bin folder whose ffprobe answers what the real one said about the seed clip and whose ffmpeg copies a poster. */
function stubTools() {
  const bin = join(dir, 'stub-bin');
  mkdirSync(bin);
  const answer = join(dir, 'seed-probe.json');
  writeFileSync(
    answer,
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', seed]),
  );
  const poster = join(dir, 'seed-poster.jpg');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', seed, '-frames:v', '1', poster]);
  writeFileSync(join(bin, 'ffprobe'), `#!/bin/sh\nexec cat '${answer}'\n`);
  // The poster's path is ffmpeg's last argument.
  writeFileSync(join(bin, 'ffmpeg'), `#!/bin/sh\nfor last; do :; done\nexec cp '${poster}' "$last"\n`);
  chmodSync(join(bin, 'ffprobe'), 0o755);
  chmodSync(join(bin, 'ffmpeg'), 0o755);
  return bin;
}

function timed(label, args, extraEnv = {}) {
  const start = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    [join(root, 'api', 'dist', 'cli', 'stimuli-import.js'), manifest, '--media', media, ...args],
    {
      env: { ...env, ...extraEnv },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  // Without its summary line, the exit (code or signal) and the end of the output say what happened.
  const summary =
    run.stdout.split('\n').find((l) => l.startsWith(`${rows} stimuli:`)) ??
    `exit ${run.status ?? run.signal}: ${(run.stderr || run.stdout).slice(-300)}`;
  console.log(`${label.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s   ${summary}`);
}

console.log(
  `Stimulus import, ${rows} rows (distinct files, 1 s 160×120 H.264 each), SQLite, ${availableParallelism()} cores`,
);
if (process.env.STUB_FIRST_PROBE === '1') {
  const path = `${stubTools()}:${process.env.PATH}`;
  timed('apply, first time, STUBBED tools (no figure)', [], { PATH: path });
} else timed('apply, first time (probe + hash every file)', []);
timed('dry run, files already probed', ['--dry-run']);
timed('apply again, files already probed (no change)', []);
rmSync(dir, { recursive: true, force: true });
