import {
  base64ToBytes,
  bytesToBase64,
  decodePoseLog,
  encodePoseLog,
  POSE_CSV_COLUMNS,
  poseLogCsvRows,
  PoseLogRoom,
  type PoseLog,
  type PoseSample,
  quantisePoseValue,
  summarisePoseLog,
  validatePoseLog,
  viewDirectionHistogram,
} from '../pose-log/index.js';

function orbitSample(t: number, frame: number, angle: number, r = 3): PoseSample {
  // A camera on a circle looking at the origin: quaternion of a rotation by `angle` about +y.
  return {
    t,
    frame,
    position: [r * Math.sin(angle), 0.5, r * Math.cos(angle)],
    quaternion: [0, Math.sin(angle / 2), 0, Math.cos(angle / 2)],
    target: [0, 0.5, 0],
    fov: 50,
  };
}

function makeLog(n = 90, moving = true): PoseLog {
  const samples = Array.from({ length: n }, (_, i) => orbitSample(i * 33.4, i, moving ? i * 0.02 : 0));
  return {
    trialId: 17,
    videoId: 4,
    samples,
    events: moving ? [{ t: 100, type: 'orbit', input: 'mouse' }] : [],
    visibility: [
      { t: 500, visible: false },
      { t: 800, visible: true },
    ],
  };
}

describe('pose log codec', () => {
  it('round-trips every field to 1e-6', () => {
    const log = makeLog();
    const back = decodePoseLog(encodePoseLog(log));
    expect(back.trialId).toBe(17);
    expect(back.videoId).toBe(4);
    expect(back.samples).toHaveLength(90);
    back.samples.forEach((s, i) => {
      const o = log.samples[i];
      expect(s.t).toBe(Math.round(o.t));
      expect(s.frame).toBe(o.frame);
      [...s.position, ...s.quaternion, ...s.target, s.fov].forEach((v, k) => {
        const orig = [...o.position, ...o.quaternion, ...o.target, o.fov][k];
        expect(Math.abs(v - orig)).toBeLessThanOrEqual(5e-7);
        expect(v).toBe(quantisePoseValue(orig));
      });
    });
    expect(back.events).toEqual(log.events);
    expect(back.visibility).toEqual(log.visibility);
  });

  it('is compact: a still camera costs a few bytes per sample', () => {
    const still = encodePoseLog(makeLog(900, false));
    expect(still.length / 900).toBeLessThan(5);
    const moving = encodePoseLog(makeLog(900, true));
    expect(moving.length / 900).toBeLessThan(40);
  });

  it('a decoded log encodes to the same bytes (stable)', () => {
    const bytes = encodePoseLog(makeLog());
    expect(encodePoseLog(decodePoseLog(bytes))).toEqual(bytes);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });

  it('reads canonical and non-canonical base64 alike, and refuses what is not base64', () => {
    expect(Array.from(base64ToBytes('QUJD'))).toEqual([65, 66, 67]);
    // Padding bits that are not zero: not what btoa writes, but base64 all the same (as before the fast path).
    expect(Array.from(base64ToBytes('QR=='))).toEqual([65]);
    expect(Array.from(base64ToBytes(''))).toEqual([]);
    for (const bad of ['QUJ-', 'QU_D', 'QUJ', 'QU JD', 'Q=JD', 'QUJD\n']) {
      expect(() => base64ToBytes(bad)).toThrow('not base64');
    }
  });
});

describe('validatePoseLog', () => {
  const b64 = (log: PoseLog) => bytesToBase64(encodePoseLog(log));
  const ok = { trialId: 17, videoId: 4 };

  it('accepts a well-formed log of its own trial', () => {
    const r = validatePoseLog(b64(makeLog()), ok);
    expect(r.ok).toBe(true);
  });

  it.each([
    ['not base64', '@@@@', /not base64/],
    ['another format', bytesToBase64(new Uint8Array([1, 2, 3, 4, 5, 6])), /not a VVQ pose log/],
  ])('refuses %s', (_, text, reason) => {
    const r = validatePoseLog(text, ok);
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  it('refuses a truncated log and trailing bytes', () => {
    const bytes = encodePoseLog(makeLog());
    expect(validatePoseLog(bytesToBase64(bytes.subarray(0, bytes.length - 3)), ok)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/truncated/),
    });
    const longer = new Uint8Array([...bytes, 0]);
    expect(validatePoseLog(bytesToBase64(longer), ok)).toMatchObject({
      reason: expect.stringMatching(/after its end/),
    });
  });

  it("refuses another trial's log", () => {
    expect(validatePoseLog(b64(makeLog()), { trialId: 18, videoId: 4 })).toEqual({
      ok: false,
      reason: 'pose_log belongs to another trial',
    });
    expect(validatePoseLog(b64(makeLog()), { trialId: 17, videoId: 5 }).ok).toBe(false);
    // A log that does not name its stimulus (the participant is not told it) is checked on its trial alone.
    expect(validatePoseLog(b64({ ...makeLog(), videoId: 0 }), { trialId: 17, videoId: 5 }).ok).toBe(true);
  });

  it('refuses a log too large, too long or with too many samples', () => {
    const limits = { maxBytes: 100, maxSamples: 1000, maxEvents: 10, maxDurationMs: 60_000 };
    expect(validatePoseLog(b64(makeLog()), { ...ok, limits })).toMatchObject({ reason: /at most 100 bytes/ });
    const few = { ...limits, maxBytes: 1e6, maxSamples: 10 };
    expect(validatePoseLog(b64(makeLog()), { ...ok, limits: few })).toMatchObject({
      reason: /at most 10 samples/,
    });
    const short = { ...limits, maxBytes: 1e6, maxDurationMs: 1000 };
    expect(validatePoseLog(b64(makeLog()), { ...ok, limits: short })).toMatchObject({
      reason: /longer than 1000 ms/,
    });
  });

  it('refuses a count that claims more entries than the bytes hold (no huge allocation)', () => {
    const bytes = Array.from(
      encodePoseLog({ trialId: 17, videoId: 4, samples: [], events: [], visibility: [] }),
    );
    bytes[7] = 0xff; // sample count varint: 0xff 0xff 0xff 0x7f ≈ 268 million
    bytes.splice(8, 0, 0xff, 0xff, 0x7f);
    expect(validatePoseLog(bytesToBase64(Uint8Array.from(bytes)), ok)).toMatchObject({ ok: false });
  });

  it('refuses a non-unit quaternion, a wild fov and a frame the stimulus lacks', () => {
    const bad = makeLog(3);
    bad.samples[1].quaternion = [0, 0, 0, 2];
    expect(validatePoseLog(b64(bad), ok)).toMatchObject({ reason: /unit quaternion/ });
    const fov = makeLog(3);
    fov.samples[2].fov = 200;
    expect(validatePoseLog(b64(fov), ok)).toMatchObject({ reason: /field of view/ });
    expect(validatePoseLog(b64(makeLog(90)), { ...ok, frameCount: 60 })).toMatchObject({ reason: /frame/ });
  });

  it('refuses values the encoder cannot represent', () => {
    const bad = makeLog(2);
    bad.samples[0].position = [Number.NaN, 0, 0];
    expect(() => encodePoseLog(bad)).toThrow(/out of range/);
  });
});

describe('exploration figures', () => {
  it('an untouched participant is recorded as such, not as an error', () => {
    const s = summarisePoseLog(makeLog(30, false));
    expect(s.touched).toBe(false);
    expect(s.interactingShare).toBe(0);
    expect(s.angularPathDeg).toBe(0);
    expect(s.meanDistance).toBeCloseTo(3, 6);
    expect(s.distanceRange).toBeCloseTo(0, 6);
    // One 10° azimuth sector seen, however long.
    expect(s.azimuthCoverageDeg).toBe(10);
  });

  it('azimuth coverage counts the 10° sectors seen, across the ±180° seam; distance range spans zooms', () => {
    // Half a turn from 175° to 355° (= -5°), crossing the seam where a plain max - min reads 350°.
    const samples = Array.from({ length: 19 }, (_, i) =>
      orbitSample(i * 33, i, ((175 + i * 10) * Math.PI) / 180, i < 10 ? 3 : 5),
    );
    const s = summarisePoseLog({ trialId: 1, videoId: 0, samples, events: [], visibility: [] });
    // One sample in the middle of each of 19 sectors.
    expect(s.azimuthCoverageDeg).toBe(190);
    expect(s.azimuthRangeDeg).toBeCloseTo(350, 6);
    expect(s.distanceRange).toBeCloseTo(2, 6);
  });

  it('measures the orbit travelled, the interacting share and hidden time', () => {
    const s = summarisePoseLog(makeLog(91, true));
    // 90 steps of 0.02 rad = 1.8 rad ≈ 103.13°
    expect(s.angularPathDeg).toBeCloseTo((1.8 * 180) / Math.PI, 2);
    expect(s.azimuthRangeDeg).toBeCloseTo((1.8 * 180) / Math.PI, 2);
    expect(s.interactingShare).toBeCloseTo(1, 6);
    expect(s.hiddenMs).toBe(300);
    expect(s.medianIntervalMs).toBeCloseTo(33.4, 0);
  });

  it('the view histogram is time-weighted and sums to one', () => {
    const h = viewDirectionHistogram([makeLog(30, false)], 12, 6);
    const total = h.flat().reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 9);
    // azimuth 0 falls in bin 6 of 12 (from -180); elevation 0 in bin 3 of 6
    expect(h[3][6]).toBeCloseTo(1, 9);
  });

  it('CSV rows have one value per column, in time order', () => {
    const rows = poseLogCsvRows(9, 4, makeLog(20));
    rows.forEach((r) => expect(r).toHaveLength(POSE_CSV_COLUMNS.length));
    const times = rows.map((r) => Number(r[4]));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(rows.filter((r) => r[3] === 'event')).toHaveLength(1);
  });
});

describe('room left in a pose log (looping playback keeps recording until the rating)', () => {
  const limits = { maxBytes: 512 * 1024, maxSamples: 1000, maxEvents: 10, maxDurationMs: 60_000 };

  it('stops before the sample, event and duration limits the server enforces', () => {
    expect(new PoseLogRoom(limits).hasRoom(makeLog(10), 1000)).toBe(true);
    expect(new PoseLogRoom(limits).hasRoom(makeLog(900), 1000)).toBe(false);
    expect(new PoseLogRoom(limits).hasRoom(makeLog(10), 54_001)).toBe(false);
    const busy = makeLog(10);
    busy.events = Array.from({ length: 9 }, (_, i) => ({
      t: i,
      type: 'orbit' as const,
      input: 'mouse' as const,
    }));
    expect(new PoseLogRoom(limits).hasRoom(busy, 1000)).toBe(false);
    // A log that stopped in time is accepted by the server's check.
    expect(
      validatePoseLog(bytesToBase64(encodePoseLog(makeLog(899))), { trialId: 17, videoId: 4, limits }).ok,
    ).toBe(true);
  });

  it('measures the encoded size only near the byte limit, and stops below it', () => {
    const big = { ...limits, maxSamples: 100_000, maxDurationMs: 10_000_000 };
    const log = makeLog(300);
    const bytes = encodePoseLog(log).length;
    // Far from the limit by the worst case per sample: no encoding needed, room.
    expect(new PoseLogRoom({ ...big, maxBytes: 300 * 100 * 2 }).hasRoom(log, 1000)).toBe(true);
    // Near it by the worst case but not in fact: measured, room.
    expect(new PoseLogRoom({ ...big, maxBytes: Math.ceil((bytes + 200) / 0.9) }).hasRoom(log, 1000)).toBe(
      true,
    );
    // At it: no room.
    expect(new PoseLogRoom({ ...big, maxBytes: bytes }).hasRoom(log, 1000)).toBe(false);
  });
});
