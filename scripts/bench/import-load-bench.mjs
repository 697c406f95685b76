// `npm run bench -- --import-load [--dialects sqlite] [--seconds 8] [--clips 200]`: participants' session starts and
// ratings while a stimulus import of real clips runs, beside the same load without one, in one sitting on one API
// process (turns alternating). The import is the command-line door (`npm run stimuli:import`, its own process, as a
// lab runs it beside a live study): every clip probed with ffprobe, hashed and given a poster, then one transaction.
// Each turn with an import imports fresh copies of the clips under a new folder and new labels, so nothing is served
// from earlier probes. `--import-baseline FILE` adds, in each round, a turn importing with an earlier build's command
// (e.g. a copy of its `api/dist` as `api/dist-before`, so it resolves this checkout's packages); `--rounds N` (default
// 2) runs each kind of turn N times. Each import also reports the CPU time of the command's own process and of the
// processes it started and waited for (tools, check children). Prints the figures, writes nothing.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { describe } from './load.mjs';
import { repoRoot } from './paths.mjs';
import { firstStarts, ratings } from './scenarios.mjs';
import { dbEnv, seededDatabases, startProduct } from './targets.mjs';

/** Expected rates for the pool sizes (the product's on a quiet machine, with room). */
const EXPECTED = { sqlite: { first: 1_500, rating: 3_000 }, mysql: { first: 600, rating: 2_000 } };

/** `count` distinct 2-second 320×240 H.264 clips (ffmpeg testsrc2, faststart), made `parallel` at a time. */
async function makeClips(dir, count, parallel = 2) {
  mkdirSync(join(dir, 'source'), { recursive: true });
  let next = 0;
  const one = async () => {
    while (next < count) {
      const i = next++;
      const file = join(dir, 'source', `clip${String(i).padStart(3, '0')}.mp4`);
      await new Promise((resolve, reject) => {
        const p = spawn('ffmpeg', [
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `testsrc2=size=320x240:rate=25:duration=2`,
          '-vf',
          `hue=h=${(i * 37) % 360}`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          String(18 + (i % 30)),
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          '-y',
          file,
        ]);
        p.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code} for ${file}`)),
        );
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, one));
}

/** A fresh copy of the clips under `turn/`, and its manifest: 20 contents × the clips' conditions. */
function freshImport(mediaDir, clipsDir, count, turn) {
  cpSync(join(clipsDir, 'source'), join(mediaDir, turn), { recursive: true });
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `clip${String(i).padStart(3, '0')}`;
    return `${turn}_${name},${turn}/${name}.mp4,${turn}_c${i % 20},front,crf,${18 + (i % 30)}`;
  });
  const manifest = join(mediaDir, `${turn}.csv`);
  writeFileSync(manifest, `label,file,content,view,compression_type,qp\n${rows.join('\n')}\n`);
  return manifest;
}

/**
 * Preloaded into the import command: at its exit it writes to stderr its own CPU time (process.cpuUsage) and that of
 * the processes it has waited for (/proc/self/stat's cutime and cstime, in clock ticks of 10 ms), in seconds.
 */
const CPU_REPORT = `data:text/javascript,${encodeURIComponent(`
import { readFileSync } from 'node:fs';
process.on('exit', () => {
  const own = process.cpuUsage();
  const stat = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const children = (Number(stat[13]) + Number(stat[14])) / 100;
  process.stderr.write('\\nVVQ_CPU ' + (own.user + own.system) / 1e6 + ' ' + children + '\\n');
});`)}`;

/** Runs the import command to its end; resolves with its wall time, exit code and CPU times. */
function runImport(database, manifest, mediaDir, command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', CPU_REPORT, command, manifest, '--media', mediaDir], {
      // A placeholder secret: the command signs nothing, and without one it would write a secret file.
      env: { ...process.env, ...dbEnv(database), TOKEN_SECRET: 'x'.repeat(64) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    // 'close', not 'exit': the whole of stderr has been read by then.
    child.on('close', (code) => {
      const cpu = /VVQ_CPU (\S+) (\S+)/.exec(stderr);
      resolve({
        seconds: (Date.now() - started) / 1000,
        code,
        stderr: stderr.replace(/\nVVQ_CPU .*\n/, '').slice(-800),
        ownCpu: cpu ? Number(cpu[1]) : null,
        childrenCpu: cpu ? Number(cpu[2]) : null,
      });
    });
  });
}

export async function importLoadDialect(dialect, mysqlUrl, { args, opts, log }) {
  if (spawnSync('ffprobe', ['-version']).status !== 0)
    throw new Error('ffprobe is missing: apt-get install ffmpeg');
  const clips = Number(args.clips ?? 200);
  const work = mkdtempSync(join(tmpdir(), 'vvq-import-load-'));
  const mediaDir = join(work, 'media');
  mkdirSync(mediaDir);
  log(`== ${dialect} (import under load): making ${clips} clips with ffmpeg`);
  await makeClips(work, clips);
  log(`seeding ${args.videos} videos, ${args.participants} participants`);
  const seeded = await seededDatabases(dialect, {
    videos: Number(args.videos),
    participants: Number(args.participants),
    mysqlUrl,
    log: (l) => log(`  ${l}`),
  });
  const database = await seeded.copy();
  const product = await startProduct(database, { MEDIA_DIR: mediaDir });
  const expected = EXPECTED[dialect];
  const commands = { with: join(repoRoot, 'api/dist/cli/stimuli-import.js') };
  if (args['import-baseline']) commands.baseline = resolvePath(args['import-baseline']);
  const kinds = ['without', ...Object.keys(commands)];
  const kept = Object.fromEntries(kinds.map((k) => [k, []]));
  try {
    await firstStarts(product, { ...opts, seconds: 2, connections: 5 }, expected.first); // warm-up, not kept
    await ratings(product, { ...opts, seconds: 2, connections: 5 }, expected.rating);
    const rounds = Math.max(1, Number(args.rounds ?? 2));
    for (let round = 0; round < rounds; round++) {
      // Each round starts with another kind, so no kind always follows the same one.
      const order = kinds.map((_, i) => kinds[(i + round) % kinds.length]);
      for (const name of round % 2 ? order.reverse() : order) {
        let importing = null;
        if (commands[name]) {
          const manifest = freshImport(mediaDir, work, clips, `r${round}${name}`);
          // The copy is the set-up, not the import: a lab's files are on disk before it runs one. Unflushed, the
          // copy's write-back landed in the measured turn and slowed MariaDB's commits (fsync) whatever the import did.
          spawnSync('sync');
          importing = runImport(database, manifest, mediaDir, commands[name]);
        }
        const starts = await firstStarts(product, opts, expected.first);
        const rated = await ratings(product, opts, expected.rating);
        const imported = importing ? await importing : null;
        for (const r of [starts, rated]) log(`round ${round + 1} ${name} import: ${describe(r)}`);
        if (imported) {
          log(
            `  import of ${clips} clips: exit ${imported.code} in ${imported.seconds.toFixed(1)} s, CPU ` +
              `${imported.ownCpu?.toFixed(2)} s in the command's process, ${imported.childrenCpu?.toFixed(2)} s in ` +
              'the processes it waited for',
          );
          if (imported.code !== 0) log(`  import stderr: ${imported.stderr}`);
          // The figures count only while the import ran through both loads.
          if (imported.seconds < 2 * opts.seconds)
            log('  (the import ended before the loads did: lower --seconds)');
        }
        kept[name].push({ starts, rated, imported });
      }
    }
  } finally {
    await product.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const worst = (list, key, field) => Math.round(Math.max(...list.map((t) => t[key][field])));
  const rate = (list, key) =>
    list.reduce((s, t) => s + t[key].requests, 0) / list.reduce((s, t) => s + t[key].seconds, 0);
  const loads = kinds.flatMap((k) => kept[k]).flatMap((t) => [t.starts.loadAverage, t.rated.loadAverage]);
  const label = { without: 'without import', with: 'with import', baseline: 'with the baseline import' };
  for (const [key, what] of [
    ['starts', 'first session starts'],
    ['rated', 'ratings'],
  ]) {
    const parts = kinds.map(
      (k) => `${label[k]} ${rate(kept[k], key).toFixed(0)}/s, p99 ≤ ${worst(kept[k], key, 'p99')} ms`,
    );
    log(`${dialect} ${what}: ${parts.join('; ')}`);
  }
  for (const [key, what] of [
    ['starts', 'first session starts'],
    ['rated', 'ratings'],
  ]) {
    for (const k of kinds) {
      const p99s = kept[k].map((t) => Math.round(t[key].p99)).join(', ');
      log(`${dialect} ${what} ${label[k]}: p99 per round ${p99s} ms`);
    }
  }
  for (const k of Object.keys(commands)) {
    const imports = kept[k].map((t) => t.imported.seconds.toFixed(1)).join(', ');
    const own = kept[k].map((t) => t.imported.ownCpu?.toFixed(2)).join(', ');
    const waited = kept[k].map((t) => t.imported.childrenCpu?.toFixed(2)).join(', ');
    log(
      `${label[k]}: imports took ${imports} s; CPU of the command's process ${own} s, of its children ${waited} s`,
    );
  }
  log(`load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
}
