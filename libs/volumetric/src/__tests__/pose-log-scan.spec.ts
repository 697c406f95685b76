import {
  base64ToBytes,
  bytesToBase64,
  checkPoseLogText,
  DEFAULT_POSE_LOG_LIMITS,
  encodePoseLog,
  type PoseLog,
  type PoseLogExpectation,
  type PoseSample,
  scanPoseLog,
  scanPoseLogBytes,
  summarisePoseLog,
  validatePoseLog,
} from '../pose-log/index.js';

/** The reference: the decoder's validation, then the summary of the decoded log. */
function reference(base64: string, expect: PoseLogExpectation) {
  const v = validatePoseLog(base64, expect);
  if (!v.ok) return v;
  return { ok: true, trialId: v.log.trialId, videoId: v.log.videoId, summary: summarisePoseLog(v.log) };
}

type Reference = ReturnType<typeof reference>;

/**
 * The one-pass scan gives the reference's answer; so does the check without figures (the same verdict, and the
 * summary's counts when it accepts), and the scan of the decoded bytes (what the API runs on a stored log).
 */
function expectAgreement(base64: string, expectation: PoseLogExpectation, want: Reference) {
  expect(scanPoseLog(base64, expectation)).toEqual(want);
  const { check, bytes } = checkPoseLogText(base64, expectation);
  if (want.ok) {
    const { samples, durationMs, controlEvents, touched } = want.summary;
    expect(check).toEqual({
      ok: true,
      trialId: want.trialId,
      videoId: want.videoId,
      counts: { samples, durationMs, controlEvents, touched },
    });
    expect(bytes).toEqual(base64ToBytes(base64));
    expect(scanPoseLogBytes(bytes as Uint8Array, expectation)).toEqual(want);
  } else {
    expect(check).toEqual(want);
  }
}

/** A seeded generator (mulberry32), so every run checks the same logs. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A camera that wanders: orbits, zooms, pans, stands still and jumps, with gaps in time and frames going back. */
function wanderingLog(rnd: () => number, n: number): PoseLog {
  const samples: PoseSample[] = [];
  let t = rnd() * 50;
  let angle = rnd() * 7 - 3.5;
  let elevation = 0;
  let r = 1 + rnd() * 4;
  const target: [number, number, number] = [0, 0.5, 0];
  for (let i = 0; i < n; i++) {
    t += rnd() < 0.1 ? rnd() * 400 : 16 + rnd() * 20;
    const still = rnd() < 0.3;
    if (!still) {
      angle += (rnd() - 0.5) * (rnd() < 0.05 ? 6 : 0.2);
      elevation = Math.max(-1.5, Math.min(1.5, elevation + (rnd() - 0.5) * 0.1));
      if (rnd() < 0.2) r = Math.max(0, r + (rnd() - 0.5));
      if (rnd() < 0.1) target[0] += rnd() - 0.5;
    }
    const position: [number, number, number] = [
      target[0] + r * Math.cos(elevation) * Math.sin(angle),
      target[1] + r * Math.sin(elevation),
      target[2] + r * Math.cos(elevation) * Math.cos(angle),
    ];
    samples.push({
      t,
      frame: Math.floor(i / 2) - (rnd() < 0.02 ? 3 : 0),
      position: rnd() < 0.01 ? [...target] : position,
      quaternion: [0, Math.sin(angle / 2), 0, Math.cos(angle / 2)],
      target: [...target],
      fov: rnd() < 0.05 ? 30 + rnd() * 60 : 50,
    });
  }
  const events = Array.from({ length: Math.floor(rnd() * 6) }, (_, i) => ({
    t: i * 700,
    type: (['orbit', 'zoom', 'pan', 'reset'] as const)[i % 4],
    input: (['mouse', 'touch', 'keyboard', 'button'] as const)[i % 4],
  }));
  const visibility = Array.from({ length: Math.floor(rnd() * 5) }, (_, i) => ({
    t: 300 + i * 900,
    visible: i % 2 === 1,
  }));
  return { trialId: 17, videoId: rnd() < 0.5 ? 0 : 4, samples, events, visibility };
}

const expect17: PoseLogExpectation = { trialId: 17, videoId: 4, limits: DEFAULT_POSE_LOG_LIMITS };

describe('scanPoseLog (one pass) agrees with validatePoseLog + summarisePoseLog', () => {
  it('on valid logs: the same figures to the last bit', () => {
    const rnd = random(25);
    for (let k = 0; k < 200; k++) {
      const base64 = bytesToBase64(encodePoseLog(wanderingLog(rnd, Math.floor(rnd() * 400))));
      const want = reference(base64, expect17);
      expectAgreement(base64, expect17, want);
    }
  });

  it('on empty, one-sample and still logs', () => {
    const one = wanderingLog(random(1), 1);
    const logs: PoseLog[] = [
      { trialId: 17, videoId: 0, samples: [], events: [], visibility: [] },
      one,
      { ...one, samples: Array.from({ length: 50 }, (_, i) => ({ ...one.samples[0], t: i * 33 })) },
    ];
    for (const log of logs) {
      const base64 = bytesToBase64(encodePoseLog(log));
      const want = reference(base64, expect17);
      expect(want.ok).toBe(true);
      expectAgreement(base64, expect17, want);
    }
  });

  it('on damaged logs: the same refusal, reason for reason', () => {
    const rnd = random(7);
    let refused = 0;
    for (let k = 0; k < 3000; k++) {
      const bytes = encodePoseLog(wanderingLog(rnd, 1 + Math.floor(rnd() * 60)));
      const damaged = Array.from(bytes);
      const how = rnd();
      if (how < 0.6) {
        for (let f = 0; f <= Math.floor(rnd() * 3); f++) {
          damaged[Math.floor(rnd() * damaged.length)] = Math.floor(rnd() * 256);
        }
      } else if (how < 0.8) {
        damaged.length = Math.floor(rnd() * damaged.length);
      } else {
        damaged.push(Math.floor(rnd() * 256));
      }
      const base64 = bytesToBase64(Uint8Array.from(damaged));
      const want = reference(base64, expect17);
      if (!want.ok) refused++;
      expectAgreement(base64, expect17, want);
    }
    // The damage must actually reach the checks, or the comparison above proves little.
    expect(refused).toBeGreaterThan(1500);
  });

  it('on forged logs and tight limits', () => {
    const rnd = random(3);
    const log = wanderingLog(rnd, 120);
    const bad = (change: (s: PoseSample) => PoseSample, at: number) => ({
      ...log,
      samples: log.samples.map((s, i) => (i === at ? change(s) : s)),
    });
    const cases: Array<[PoseLog | string, PoseLogExpectation]> = [
      [log, { trialId: 18 }],
      [{ ...log, videoId: 5 }, expect17],
      [log, { ...expect17, frameCount: 10 }],
      [bad((s) => ({ ...s, quaternion: [0, 0, 0, 2] }), 40), expect17],
      [bad((s) => ({ ...s, fov: 180 }), 41), expect17],
      [bad((s) => ({ ...s, frame: -1 }), 0), expect17],
      // Two problems: the first sample's decides, as in the validator.
      [bad((s) => ({ ...s, fov: 0.0000001 }), 10), expect17],
      [log, { ...expect17, limits: { ...DEFAULT_POSE_LOG_LIMITS, maxBytes: 100 } }],
      [log, { ...expect17, limits: { ...DEFAULT_POSE_LOG_LIMITS, maxSamples: 100 } }],
      [log, { ...expect17, limits: { ...DEFAULT_POSE_LOG_LIMITS, maxEvents: 1 } }],
      [log, { ...expect17, limits: { ...DEFAULT_POSE_LOG_LIMITS, maxDurationMs: 1000 } }],
      ['not base64!', expect17],
      ['', expect17],
      [bytesToBase64(Uint8Array.from([0x56, 0x56, 0x51, 0x50, 2, 0, 0, 0, 0, 0])), expect17],
      [bytesToBase64(Uint8Array.from([0x56, 0x56, 0x51, 0x50, 1, 17, 0, 100, 0, 0])), expect17],
    ];
    for (const [input, expectation] of cases) {
      const base64 = typeof input === 'string' ? input : bytesToBase64(encodePoseLog(input));
      const want = reference(base64, expectation);
      expectAgreement(base64, expectation, want);
    }
  });
});
