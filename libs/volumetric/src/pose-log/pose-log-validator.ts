import { base64ToBytes, decodePoseLog, PoseLogFormatError } from './pose-log-codec.js';
import { DEFAULT_POSE_LOG_LIMITS, type PoseLog, type PoseLogLimits } from './pose-log-types.js';

export type PoseLogCheck = { ok: true; log: PoseLog; bytes: Uint8Array } | { ok: false; reason: string };

export interface PoseLogExpectation {
  trialId: number;
  /** The stimulus, when known; without it the caller checks the log's `videoId` (0 or the stimulus's) itself. */
  videoId?: number;
  limits?: PoseLogLimits;
  /** The stimulus's frame count when known; a sample naming a later frame is refused. */
  frameCount?: number;
}

const QUATERNION_TOLERANCE = 1e-3;

/**
 * Everything the server checks before it stores a log: base64, format, size, counts, the trial and stimulus it
 * claims, monotone time within the limit, unit quaternions, a sane field of view, frames within the stimulus.
 * The reason is a sentence for the 400 answer.
 */
export function validatePoseLog(base64: string, expect: PoseLogExpectation): PoseLogCheck {
  const limits = expect.limits ?? DEFAULT_POSE_LOG_LIMITS;
  if (base64.length > Math.ceil(limits.maxBytes / 3) * 4) {
    return { ok: false, reason: `pose_log must be at most ${limits.maxBytes} bytes` };
  }
  let bytes: Uint8Array;
  let log: PoseLog;
  try {
    bytes = base64ToBytes(base64);
    log = decodePoseLog(bytes, Math.max(limits.maxSamples, limits.maxEvents));
  } catch (e) {
    if (e instanceof PoseLogFormatError) return { ok: false, reason: `pose_log is malformed: ${e.message}` };
    throw e;
  }
  // The participant is never told a stimulus's id (blind rating), so the player writes 0 there; the server knows it.
  const otherVideo = expect.videoId !== undefined && log.videoId !== 0 && log.videoId !== expect.videoId;
  if (log.trialId !== expect.trialId || otherVideo) {
    return { ok: false, reason: 'pose_log belongs to another trial' };
  }
  if (log.samples.length > limits.maxSamples) {
    return { ok: false, reason: `pose_log must have at most ${limits.maxSamples} samples` };
  }
  if (log.events.length + log.visibility.length > limits.maxEvents) {
    return { ok: false, reason: `pose_log must have at most ${limits.maxEvents} events` };
  }
  const lastTimes = [log.samples.at(-1)?.t, log.events.at(-1)?.t, log.visibility.at(-1)?.t];
  // Deltas are unsigned, so time never goes back; the last stamp of each list is its latest.
  if (lastTimes.some((t) => t !== undefined && t > limits.maxDurationMs)) {
    return { ok: false, reason: `pose_log must not be longer than ${limits.maxDurationMs} ms` };
  }
  for (const s of log.samples) {
    const [x, y, z, w] = s.quaternion;
    const norm = Math.sqrt(x * x + y * y + z * z + w * w);
    if (Math.abs(norm - 1) > QUATERNION_TOLERANCE) {
      return { ok: false, reason: 'pose_log has a camera orientation that is not a unit quaternion' };
    }
    if (!(s.fov > 0 && s.fov < 180))
      return { ok: false, reason: 'pose_log has a field of view outside 0–180°' };
    if (s.frame < 0 || (expect.frameCount !== undefined && s.frame >= expect.frameCount)) {
      return { ok: false, reason: 'pose_log names a frame the stimulus does not have' };
    }
  }
  return { ok: true, log, bytes };
}
