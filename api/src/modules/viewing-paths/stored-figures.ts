import type { ExplorationFigures } from '@vvq/contracts';
import { DEFAULT_POSE_LOG_LIMITS, type ExplorationSummary, scanPoseLogBytes } from '@vvq/volumetric/pose-log';
import { poseLogBytes } from './pose-log.entity.js';

/*
 * The exploration figures of a stored viewing path. A rating stores its log with the counts only (the check of the
 * request skips the figures' arithmetic, about half its CPU); the figures are derived from the stored bytes by the
 * same one-pass scan when something first reads them, and kept in the row's `figures` column from then on.
 */

export const toFigures = (s: ExplorationSummary): ExplorationFigures => ({
  samples: s.samples,
  duration_ms: s.durationMs,
  median_interval_ms: s.medianIntervalMs,
  touched: s.touched,
  control_events: s.controlEvents,
  interacting_share: s.interactingShare,
  mean_distance: s.meanDistance,
  distance_range: s.distanceRange,
  azimuth_range_deg: s.azimuthRangeDeg,
  azimuth_coverage_deg: s.azimuthCoverageDeg,
  elevation_range_deg: s.elevationRangeDeg,
  angular_path_deg: s.angularPathDeg,
  hidden_ms: s.hiddenMs,
});

/** Stored figures as JSON; a log stored before a figure existed reads it as null. */
export function readFigures(json: string): ExplorationFigures {
  const stored = JSON.parse(json) as Partial<ExplorationFigures>;
  return {
    ...(stored as ExplorationFigures),
    distance_range: stored.distance_range ?? null,
    azimuth_coverage_deg: stored.azimuth_coverage_deg ?? null,
  };
}

/**
 * The figures' JSON, as stored, of a log already accepted for this trial. Throws if the bytes are refused now, which
 * would mean they changed after the check (the limits are the ones the check applied).
 */
export function deriveFiguresJson(trialId: number, stored: Uint8Array | string): string {
  const scan = scanPoseLogBytes(poseLogBytes(stored), { trialId, limits: DEFAULT_POSE_LOG_LIMITS });
  if (!scan.ok)
    throw new Error(`The stored viewing path of trial ${trialId} no longer passes its check: ${scan.reason}`);
  return JSON.stringify(toFigures(scan.summary));
}
