import { encodePoseLog } from './pose-log-codec.js';
import type { PoseLog, PoseLogLimits } from './pose-log-types.js';

/**
 * Bytes one sample can take at most: time and frame deltas, the field mask and 11 fixed-point deltas of at most
 * 6 bytes each (values are bounded by POSE_VALUE_LIMIT), rounded up.
 */
const MAX_SAMPLE_BYTES = 100;
/** Stop this far below the limits, so the last entries and the closing events still fit. */
const HEADROOM = 0.9;

/**
 * Whether the player may add one more sample (or event) and the log still be accepted by the server. A looping
 * stimulus (or a long one) keeps the player drawing until the participant rates; without this a participant who
 * lingered would send a log the server refuses with 400, and could not rate at all. The recording stops instead,
 * and the rating carries the path up to there. The encoded size is measured only when the samples added since the
 * last measurement could, at their largest, reach the limit — so rarely, and never per frame.
 */
export class PoseLogRoom {
  private measuredBytes = 0;
  private measuredSamples = 0;

  constructor(private readonly limits: PoseLogLimits) {}

  hasRoom(log: PoseLog, t: number): boolean {
    const { limits } = this;
    if (t > limits.maxDurationMs * HEADROOM) return false;
    const n = log.samples.length;
    if (n >= limits.maxSamples * HEADROOM) return false;
    if (log.events.length + log.visibility.length >= limits.maxEvents * HEADROOM) return false;
    const bound = this.measuredBytes + (n - this.measuredSamples + 1) * MAX_SAMPLE_BYTES;
    if (bound < limits.maxBytes * HEADROOM) return true;
    this.measuredBytes = encodePoseLog(log).length;
    this.measuredSamples = n;
    return this.measuredBytes + MAX_SAMPLE_BYTES < limits.maxBytes * HEADROOM;
  }
}
