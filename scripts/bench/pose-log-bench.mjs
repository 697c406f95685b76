// `npm run bench -- --pose-logs [--dialects sqlite] [--seconds 8]`: rating throughput of the API with a viewing path
// attached to every rating against ratings without one, in one sitting on one API process (turns alternating), on a
// catalogue made volumetric by SQL. The bar: with pose logs within 10 % of without. Prints, writes nothing.
import { bytesToBase64, encodePoseLog } from '@vvq/volumetric/pose-log';
import { openDb } from './db-client.mjs';
import { describe } from './load.mjs';
import { ratings } from './scenarios.mjs';
import { seededDatabases, startProduct } from './targets.mjs';

/** Ten seconds at 30 Hz of a camera orbiting the content the whole time, 4 gestures: a busy participant's log. */
function templateLog() {
  const samples = Array.from({ length: 300 }, (_, i) => {
    const a = i * 0.02;
    return {
      t: i * 33.3,
      frame: i % 60,
      position: [3 * Math.sin(a), 0.5 + 0.001 * i, 3 * Math.cos(a)],
      quaternion: [0, Math.sin(a / 2), 0, Math.cos(a / 2)],
      target: [0, 0.5, 0],
      fov: 45,
    };
  });
  const events = [40, 2000, 5000, 8000].map((t) => ({ t, type: 'orbit', input: 'mouse' }));
  return encodePoseLog({ trialId: 0, videoId: 0, samples, events, visibility: [] });
}

/** The template's bytes with the trial id put in (the id is the varint after "VVQP" and the version byte). */
function forTrial(template, trialId) {
  const id = [];
  let v = trialId;
  while (v >= 0x80) {
    id.push((v % 0x80) + 0x80);
    v = Math.floor(v / 0x80);
  }
  id.push(v);
  const out = new Uint8Array(template.length - 1 + id.length);
  out.set(template.subarray(0, 5), 0);
  out.set(id, 5);
  out.set(template.subarray(6), 5 + id.length);
  return bytesToBase64(out);
}

/** Expected ratings/s for the pool sizes (the product's on a quiet machine, with room). */
const EXPECTED = { sqlite: 3_000, mysql: 2_000 };

export async function poseLogDialect(dialect, mysqlUrl, { args, opts, log }) {
  log(`== ${dialect} (pose logs): seeding ${args.videos} videos, ${args.participants} participants`);
  const seeded = await seededDatabases(dialect, {
    videos: Number(args.videos),
    participants: Number(args.participants),
    mysqlUrl,
    log: (l) => log(`  ${l}`),
  });
  const database = await seeded.copy();
  // Every stimulus volumetric before the API starts (it may cache the catalogue), so a pose log is accepted and both
  // kinds of rating touch the same rows.
  const admin = await openDb(database);
  await admin.query("UPDATE videos SET url = '/media/volumetric/bench/sequence.json', kind = 'volumetric'");
  await admin.close();
  const product = await startProduct(database);
  const template = templateLog();
  log(
    `pose log: 300 samples, 4 events, ${template.length} bytes (${Math.ceil(template.length / 3) * 4} base64)`,
  );
  const withLog = (trialId) => ({ pose_log: forTrial(template, trialId), dropped_frames: 0 });
  const totals = {
    without: { requests: 0, seconds: 0, lines: [] },
    with: { requests: 0, seconds: 0, lines: [] },
  };
  try {
    await ratings(product, { ...opts, seconds: 3, connections: 5 }, EXPECTED[dialect]); // warm-up, not kept
    await ratings(product, { ...opts, seconds: 3, connections: 5 }, EXPECTED[dialect], withLog, 'warm-up');
    const turn = { ...opts, seconds: Math.max(2, opts.seconds / 2) };
    for (let round = 0; round < 4; round++) {
      for (const name of round % 2 ? ['without', 'with'] : ['with', 'without']) {
        const r = await ratings(
          product,
          turn,
          EXPECTED[dialect],
          name === 'with' ? withLog : null,
          `rating ${name} pose log`,
        );
        log(`round ${round + 1}: ${describe(r)}`);
        totals[name].requests += r.requests;
        totals[name].seconds += r.seconds;
        totals[name].lines.push(r);
      }
    }
    const stored = await product.db.query('SELECT COUNT(*) AS n FROM pose_logs');
    log(`pose logs stored: ${stored[0].n}`);
  } finally {
    await product.stop();
  }
  const rps = (t) => t.requests / t.seconds;
  const p50 = (t) => t.lines.map((l) => l.p50).sort((a, b) => a - b)[t.lines.length >> 1];
  const loads = [...totals.with.lines, ...totals.without.lines].map((l) => l.loadAverage);
  log(
    `${dialect}: ratings/s without pose log ${rps(totals.without).toFixed(0)} (p50 ${p50(totals.without)} ms), ` +
      `with ${rps(totals.with).toFixed(0)} (p50 ${p50(totals.with)} ms): ` +
      `${((100 * rps(totals.with)) / rps(totals.without)).toFixed(1)} % of without; ` +
      `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
}
