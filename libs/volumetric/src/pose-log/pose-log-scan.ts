import {
  base64ToBytes,
  POSE_FIELDS,
  POSE_FIXED_SCALE,
  POSE_LOG_MAGIC,
  POSE_LOG_VERSION,
  PoseLogFormatError,
  PoseLogReader,
} from './pose-log-codec.js';
import type { ExplorationSummary } from './pose-log-summary.js';
import { CONTROL_EVENT_TYPES, CONTROL_INPUTS, DEFAULT_POSE_LOG_LIMITS } from './pose-log-types.js';
import type { PoseLogExpectation } from './pose-log-validator.js';

/*
 * The server's check of a log in one pass over its bytes: what `validatePoseLog` then `summarisePoseLog` answer
 * (same reasons in the same order of precedence, same figures to the last bit: the same float operations in the same
 * order), without building a sample object per sample. The API runs it on every rating that carries a log, where the
 * decode-then-summarise path cost as much CPU as the rest of the rating (docs/benchmarks.md, "6DoF player"). The two
 * are kept side by side: the decoder and summary serve the export and the replay, and the tests compare this scan
 * against them on valid, damaged and forged logs.
 */

export type PoseLogScan =
  { ok: true; trialId: number; videoId: number; summary: ExplorationSummary } | { ok: false; reason: string };

/** What the check knows of an accepted log without the exploration figures (the columns stored with the rating). */
export interface PoseLogCounts {
  samples: number;
  durationMs: number;
  controlEvents: number;
  touched: boolean;
}

/** `scanPoseLog` without the figures: the same verdict, and only the counts when it accepts. */
export type PoseLogVerdict =
  { ok: true; trialId: number; videoId: number; counts: PoseLogCounts } | { ok: false; reason: string };

const QUATERNION_TOLERANCE = 1e-3;
const DEG = 180 / Math.PI;
const SECTOR_DEG = 10;
const SECTORS = 360 / SECTOR_DEG;

const NOT_UNIT = 'pose_log has a camera orientation that is not a unit quaternion';
const BAD_FOV = 'pose_log has a field of view outside 0–180°';
const BAD_FRAME = 'pose_log names a frame the stimulus does not have';

/** The sample intervals, reused between calls (the median sorts them): one allocation per process, not per log. */
let intervalBuffer = new Float64Array(1024);

function median(xs: Float64Array): number | null {
  if (!xs.length) return null;
  xs.sort();
  const m = xs.length >> 1;
  return xs.length % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
}

export function scanPoseLog(base64: string, expect: PoseLogExpectation): PoseLogScan {
  return scanPoseLogText(base64, expect).scan;
}

/** `scanPoseLog` over bytes already decoded (a stored log, whose figures are derived when first read). */
export function scanPoseLogBytes(bytes: Uint8Array, expect: PoseLogExpectation): PoseLogScan {
  try {
    return scanBytes(bytes, expect, expect.limits ?? DEFAULT_POSE_LOG_LIMITS, true) as PoseLogScan;
  } catch (e) {
    if (e instanceof PoseLogFormatError) return { ok: false, reason: `pose_log is malformed: ${e.message}` };
    throw e;
  }
}

/**
 * The check alone, for the rating's request: every rule of `scanPoseLog` (same reasons, same precedence) but none of
 * the exploration figures' arithmetic (angles, distances, the median interval), which was about half the check's
 * CPU and is only read by the analysis, the raw export and the admin's viewing paths. The API stores the log with
 * its counts and derives the figures from the stored bytes with `scanPoseLogBytes` when they are first read.
 */
export function checkPoseLogText(
  base64: string,
  expect: PoseLogExpectation,
): { check: PoseLogVerdict; bytes: Uint8Array | null } {
  const { scan, bytes } = scanText(base64, expect, false);
  return { check: scan as PoseLogVerdict, bytes };
}

/**
 * `scanPoseLog` that also hands back the decoded bytes (null when the text was refused before decoding), so the
 * API stores the binary log it has just checked instead of its base64 text, without decoding it twice.
 */
export function scanPoseLogText(
  base64: string,
  expect: PoseLogExpectation,
): { scan: PoseLogScan; bytes: Uint8Array | null } {
  const { scan, bytes } = scanText(base64, expect, true);
  return { scan: scan as PoseLogScan, bytes };
}

function scanText(
  base64: string,
  expect: PoseLogExpectation,
  figures: boolean,
): { scan: PoseLogScan | PoseLogVerdict; bytes: Uint8Array | null } {
  const limits = expect.limits ?? DEFAULT_POSE_LOG_LIMITS;
  if (base64.length > Math.ceil(limits.maxBytes / 3) * 4) {
    return { scan: { ok: false, reason: `pose_log must be at most ${limits.maxBytes} bytes` }, bytes: null };
  }
  let bytes: Uint8Array | null = null;
  try {
    bytes = base64ToBytes(base64);
    return { scan: scanBytes(bytes, expect, limits, figures), bytes };
  } catch (e) {
    if (e instanceof PoseLogFormatError) {
      return { scan: { ok: false, reason: `pose_log is malformed: ${e.message}` }, bytes };
    }
    throw e;
  }
}

function scanBytes(
  bytes: Uint8Array,
  expect: PoseLogExpectation,
  limits: NonNullable<PoseLogExpectation['limits']>,
  figures: boolean,
): PoseLogScan | PoseLogVerdict {
  const r = new PoseLogReader(bytes);
  for (const b of POSE_LOG_MAGIC)
    if (r.byte() !== b) throw new PoseLogFormatError('this is not a VVQ pose log');
  const version = r.byte();
  if (version !== POSE_LOG_VERSION) throw new PoseLogFormatError(`unknown pose log version ${version}`);
  const trialId = r.uvar();
  const videoId = r.uvar();
  const nSamples = r.uvar();
  const nEvents = r.uvar();
  const nVisibility = r.uvar();
  const maxCount = Math.max(limits.maxSamples, limits.maxEvents);
  for (const c of [nSamples, nEvents, nVisibility]) {
    if (c > maxCount || c * 2 > bytes.length) {
      throw new PoseLogFormatError('the pose log has more entries than allowed');
    }
  }

  // Samples: decoded into scalars, checked and summarised as they come (summarisePoseLog's figures, in its order).
  if (intervalBuffer.length < nSamples) intervalBuffer = new Float64Array(nSamples);
  const intervals = intervalBuffer.subarray(0, Math.max(0, nSamples - 1));
  const cur = new Array<number>(POSE_FIELDS).fill(0);
  const value = new Float64Array(POSE_FIELDS);
  const prev = new Float64Array(POSE_FIELDS);
  const sectors = new Uint8Array(SECTORS);
  let sectorCount = 0;
  let sampleProblem: string | null = null;
  let t = 0;
  let frame = 0;
  let firstT = 0;
  let prevT = 0;
  let movingMs = 0;
  let angularPath = 0;
  let distanceSum = 0;
  let dLo = 0;
  let dHi = 0;
  let azLo = 0;
  let azHi = 0;
  let elLo = 0;
  let elHi = 0;
  for (let n = 0; n < nSamples; n++) {
    t += r.uvar();
    frame += r.svar();
    const mask = r.uvar();
    if (mask >= 2 ** POSE_FIELDS) throw new PoseLogFormatError('the pose log has an unknown field');
    // Only the fields the mask names changed; the others keep last sample's value (the same division, not redone).
    for (let i = 0; i < POSE_FIELDS; i++) {
      if ((mask >> i) & 1) {
        cur[i] += r.svar();
        value[i] = cur[i] / POSE_FIXED_SCALE;
      }
    }
    if (sampleProblem === null) {
      const norm = Math.sqrt(
        value[3] * value[3] + value[4] * value[4] + value[5] * value[5] + value[6] * value[6],
      );
      const fov = value[10];
      if (Math.abs(norm - 1) > QUATERNION_TOLERANCE) sampleProblem = NOT_UNIT;
      else if (!(fov > 0 && fov < 180)) sampleProblem = BAD_FOV;
      else if (frame < 0 || (expect.frameCount !== undefined && frame >= expect.frameCount)) {
        sampleProblem = BAD_FRAME;
      }
    }
    if (!figures) {
      if (n === 0) firstT = t;
      prevT = t;
      continue;
    }
    // viewAngles: the camera seen from the target.
    const dx = value[0] - value[7];
    const dy = value[1] - value[8];
    const dz = value[2] - value[9];
    const distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
    const azimuth = distance === 0 ? 0 : Math.atan2(dx, dz) * DEG;
    const elevation = distance === 0 ? 0 : Math.asin(dy / distance) * DEG;
    if (n === 0) {
      firstT = t;
      dLo = dHi = distance;
      azLo = azHi = azimuth;
      elLo = elHi = elevation;
    } else {
      const dt = t - prevT;
      intervals[n - 1] = dt;
      let moved = false;
      for (let i = 0; i < POSE_FIELDS; i++) {
        if (value[i] !== prev[i]) {
          moved = true;
          break;
        }
      }
      if (moved) {
        movingMs += dt;
        // directionCosine(previous, current)
        const ax = prev[0] - prev[7];
        const ay = prev[1] - prev[8];
        const az = prev[2] - prev[9];
        const na = Math.sqrt(ax * ax + ay * ay + az * az) || 1;
        const nb = Math.sqrt(dx * dx + dy * dy + dz * dz) || 1;
        const dot = Math.min(1, Math.max(-1, (ax * dx + ay * dy + az * dz) / (na * nb)));
        angularPath += Math.acos(dot) * DEG;
      }
      if (distance < dLo) dLo = distance;
      if (distance > dHi) dHi = distance;
      if (azimuth < azLo) azLo = azimuth;
      if (azimuth > azHi) azHi = azimuth;
      if (elevation < elLo) elLo = elevation;
      if (elevation > elHi) elHi = elevation;
    }
    distanceSum += distance;
    const sector = Math.floor((azimuth + 180) / SECTOR_DEG) % SECTORS;
    if (!sectors[sector]) {
      sectors[sector] = 1;
      sectorCount++;
    }
    prevT = t;
    prev.set(value);
  }
  const lastSampleT = nSamples ? t : undefined;

  t = 0;
  for (let n = 0; n < nEvents; n++) {
    t += r.uvar();
    // Both bytes read before the check, as the decoder does: a truncated event reads as truncated.
    const type = r.byte();
    const input = r.byte();
    if (!CONTROL_EVENT_TYPES[type] || !CONTROL_INPUTS[input]) {
      throw new PoseLogFormatError('the pose log has an unknown control event');
    }
  }
  const lastEventT = nEvents ? t : undefined;

  t = 0;
  let hiddenMs = 0;
  let hiddenSince: number | null = null;
  for (let n = 0; n < nVisibility; n++) {
    t += r.uvar();
    const v = r.byte();
    if (v > 1) throw new PoseLogFormatError('the pose log has an unknown visibility state');
    if (v === 0 && hiddenSince === null) hiddenSince = t;
    if (v === 1 && hiddenSince !== null) {
      hiddenMs += t - hiddenSince;
      hiddenSince = null;
    }
  }
  const lastVisibilityT = nVisibility ? t : undefined;
  if (!r.finished) throw new PoseLogFormatError('the pose log has bytes after its end');

  // validatePoseLog's checks after the decode, in its order.
  const otherVideo = expect.videoId !== undefined && videoId !== 0 && videoId !== expect.videoId;
  if (trialId !== expect.trialId || otherVideo)
    return { ok: false, reason: 'pose_log belongs to another trial' };
  if (nSamples > limits.maxSamples) {
    return { ok: false, reason: `pose_log must have at most ${limits.maxSamples} samples` };
  }
  if (nEvents + nVisibility > limits.maxEvents) {
    return { ok: false, reason: `pose_log must have at most ${limits.maxEvents} events` };
  }
  for (const last of [lastSampleT, lastEventT, lastVisibilityT]) {
    if (last !== undefined && last > limits.maxDurationMs) {
      return { ok: false, reason: `pose_log must not be longer than ${limits.maxDurationMs} ms` };
    }
  }
  if (sampleProblem !== null) return { ok: false, reason: sampleProblem };

  const durationMs = nSamples ? prevT - firstT : 0;
  if (!figures) {
    return {
      ok: true,
      trialId,
      videoId,
      counts: { samples: nSamples, durationMs, controlEvents: nEvents, touched: nEvents > 0 },
    };
  }
  return {
    ok: true,
    trialId,
    videoId,
    summary: {
      samples: nSamples,
      durationMs,
      medianIntervalMs: median(intervals),
      touched: nEvents > 0,
      controlEvents: nEvents,
      interactingShare: durationMs > 0 ? movingMs / durationMs : 0,
      meanDistance: nSamples ? distanceSum / nSamples : null,
      distanceRange: nSamples ? dHi - dLo : null,
      azimuthRangeDeg: nSamples ? azHi - azLo : 0,
      azimuthCoverageDeg: sectorCount * SECTOR_DEG,
      elevationRangeDeg: nSamples ? elHi - elLo : 0,
      angularPathDeg: angularPath,
      hiddenMs,
    },
  };
}
