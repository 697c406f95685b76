import type { PoseLog, PoseSample } from './pose-log-types.js';

/** Per-trial exploration figures (raw export, admin summary). Angles in degrees. */
export interface ExplorationSummary {
  samples: number;
  durationMs: number;
  medianIntervalMs: number | null;
  /** Whether the participant used the controls at all (false is a valid answer, not an error). */
  touched: boolean;
  controlEvents: number;
  /** Share of the logged time during which the camera moved (0–1). */
  interactingShare: number;
  meanDistance: number | null;
  /** Farthest minus nearest camera distance to the target (zooming); null without samples. */
  distanceRange: number | null;
  /** Plain max − min of the azimuths; an orbit across the ±180° seam reads large, coverage does not. */
  azimuthRangeDeg: number;
  /**
   * How much of the circle around the content was seen: the 10° azimuth sectors any sample fell in, times 10
   * (0–360). Unlike the range it neither wraps at ±180° nor counts sectors passed over in a jump.
   */
  azimuthCoverageDeg: number;
  elevationRangeDeg: number;
  /** Total angle the view direction travelled around the target. */
  angularPathDeg: number;
  hiddenMs: number;
}

const DEG = 180 / Math.PI;
const SECTOR_DEG = 10;

/** Camera direction seen from the target: azimuth around +y (0 = +z, toward +x positive), elevation above the xz plane. */
export function viewAngles(s: PoseSample): { azimuthDeg: number; elevationDeg: number; distance: number } {
  const dx = s.position[0] - s.target[0];
  const dy = s.position[1] - s.target[1];
  const dz = s.position[2] - s.target[2];
  const distance = Math.sqrt(dx * dx + dy * dy + dz * dz);
  if (distance === 0) return { azimuthDeg: 0, elevationDeg: 0, distance };
  return { azimuthDeg: Math.atan2(dx, dz) * DEG, elevationDeg: Math.asin(dy / distance) * DEG, distance };
}

const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// The server summarises every log it stores, so the per-sample helpers below avoid closures and spreads.
const same3 = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

const moved = (a: PoseSample, b: PoseSample): boolean =>
  a.fov !== b.fov ||
  !same3(a.position, b.position) ||
  !same3(a.target, b.target) ||
  a.quaternion[0] !== b.quaternion[0] ||
  a.quaternion[1] !== b.quaternion[1] ||
  a.quaternion[2] !== b.quaternion[2] ||
  a.quaternion[3] !== b.quaternion[3];

/** Cosine of the angle between the view directions (camera minus target) of two samples. */
function directionCosine(a: PoseSample, b: PoseSample): number {
  const ax = a.position[0] - a.target[0];
  const ay = a.position[1] - a.target[1];
  const az = a.position[2] - a.target[2];
  const bx = b.position[0] - b.target[0];
  const by = b.position[1] - b.target[1];
  const bz = b.position[2] - b.target[2];
  const na = Math.sqrt(ax * ax + ay * ay + az * az) || 1;
  const nb = Math.sqrt(bx * bx + by * by + bz * bz) || 1;
  return (ax * bx + ay * by + az * bz) / (na * nb);
}

export function summarisePoseLog(log: PoseLog): ExplorationSummary {
  const { samples } = log;
  const intervals: number[] = [];
  let movingMs = 0;
  let angularPath = 0;
  for (let i = 1; i < samples.length; i++) {
    const dt = samples[i].t - samples[i - 1].t;
    intervals.push(dt);
    if (!moved(samples[i], samples[i - 1])) continue;
    movingMs += dt;
    const dot = Math.min(1, Math.max(-1, directionCosine(samples[i - 1], samples[i])));
    angularPath += Math.acos(dot) * DEG;
  }
  const angles = samples.map(viewAngles);
  const durationMs = samples.length ? samples[samples.length - 1].t - samples[0].t : 0;
  const range = (xs: number[]) => {
    if (!xs.length) return 0;
    let lo = xs[0];
    let hi = xs[0];
    for (const x of xs) {
      if (x < lo) lo = x;
      if (x > hi) hi = x;
    }
    return hi - lo;
  };
  const sectors = new Set(
    angles.map((a) => Math.floor((a.azimuthDeg + 180) / SECTOR_DEG) % (360 / SECTOR_DEG)),
  );
  let hiddenMs = 0;
  let hiddenSince: number | null = null;
  for (const v of log.visibility) {
    if (!v.visible && hiddenSince === null) hiddenSince = v.t;
    if (v.visible && hiddenSince !== null) {
      hiddenMs += v.t - hiddenSince;
      hiddenSince = null;
    }
  }
  return {
    samples: samples.length,
    durationMs,
    medianIntervalMs: median(intervals),
    touched: log.events.length > 0,
    controlEvents: log.events.length,
    interactingShare: durationMs > 0 ? movingMs / durationMs : 0,
    meanDistance: angles.length ? angles.reduce((s, a) => s + a.distance, 0) / angles.length : null,
    distanceRange: angles.length ? range(angles.map((a) => a.distance)) : null,
    azimuthRangeDeg: range(angles.map((a) => a.azimuthDeg)),
    azimuthCoverageDeg: sectors.size * SECTOR_DEG,
    elevationRangeDeg: range(angles.map((a) => a.elevationDeg)),
    angularPathDeg: angularPath,
    hiddenMs,
  };
}

/**
 * Time-weighted histogram of where viewers looked from: azimuth bins of 360/azBins degrees from -180, elevation bins
 * of 180/elBins degrees from -90; each sample weighs the time until the next one. Cells sum to 1 when any time was
 * logged (else all zero).
 */
export function viewDirectionHistogram(logs: PoseLog[], azBins = 12, elBins = 6): number[][] {
  const grid = Array.from({ length: elBins }, () => new Array<number>(azBins).fill(0));
  let total = 0;
  for (const log of logs) {
    for (let i = 0; i + 1 < log.samples.length; i++) {
      const w = log.samples[i + 1].t - log.samples[i].t;
      if (w <= 0) continue;
      const { azimuthDeg, elevationDeg } = viewAngles(log.samples[i]);
      const a = Math.min(azBins - 1, Math.floor(((azimuthDeg + 180) / 360) * azBins));
      const e = Math.min(elBins - 1, Math.floor(((elevationDeg + 90) / 180) * elBins));
      grid[e][a] += w;
      total += w;
    }
  }
  return total > 0 ? grid.map((row) => row.map((v) => v / total)) : grid;
}
