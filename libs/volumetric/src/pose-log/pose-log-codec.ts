import {
  CONTROL_EVENT_TYPES,
  CONTROL_INPUTS,
  type ControlEvent,
  type PoseLog,
  type PoseSample,
  type VisibilityChange,
} from './pose-log-types.js';

/*
 * Binary pose log, delta-coded: "VVQP", version, trial and stimulus ids, three counts, then the samples (time and frame
 * deltas, an 11-bit mask of the float fields that changed, and only those deltas), the control events and the
 * visibility changes. Floats are fixed point at 1e-6 so a decoded log is exact and the replay can reproduce the logged
 * camera to 1e-6; a still camera costs about 4 bytes per sample. Integers are unsigned LEB128 varints (zigzag for
 * signed deltas) built with arithmetic, not bit operators, so values up to 2^53 survive.
 */
/** "VVQP". */
export const POSE_LOG_MAGIC = [0x56, 0x56, 0x51, 0x50] as const;
const MAGIC = POSE_LOG_MAGIC;
export const POSE_LOG_VERSION = 1;
/** Fixed point: a stored integer is the value times this. */
export const POSE_FIXED_SCALE = 1_000_000;
const SCALE = POSE_FIXED_SCALE;
/** Largest absolute coordinate, quaternion part or fov accepted (sequence units); keeps deltas below 2^53. */
export const POSE_VALUE_LIMIT = 1_000_000;
/** Floats per sample: position 3, quaternion 4, target 3, fov 1. */
export const POSE_FIELDS = 11;
const FIELDS = POSE_FIELDS;

export class PoseLogFormatError extends Error {}

class Writer {
  private bytes: number[] = [];
  byte(v: number): void {
    this.bytes.push(v & 0xff);
  }
  uvar(v: number): void {
    if (!Number.isSafeInteger(v) || v < 0) throw new PoseLogFormatError(`not a varint: ${v}`);
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) + 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
  }
  svar(v: number): void {
    this.uvar(v >= 0 ? v * 2 : -v * 2 - 1);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** Reads the log's bytes and varints; shared by the decoder and the one-pass scan (pose-log-scan.ts). */
export class PoseLogReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    if (this.at >= this.bytes.length) throw new PoseLogFormatError('the pose log is truncated');
    return this.bytes[this.at++];
  }
  uvar(): number {
    // Locals rather than byte() per byte: the API reads about 15 varints per sample of every log it receives, most
    // of them several bytes long (a moving camera's deltas), and the method call per byte was most of the scan.
    const bytes = this.bytes;
    let at = this.at;
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      if (at >= bytes.length) {
        this.at = at;
        throw new PoseLogFormatError('the pose log is truncated');
      }
      const b = bytes[at++];
      if (b < 0x80) {
        this.at = at;
        return value + b * scale;
      }
      value += (b - 0x80) * scale;
      scale *= 0x80;
    }
    this.at = at;
    throw new PoseLogFormatError('the pose log has an overlong number');
  }
  svar(): number {
    const z = this.uvar();
    // Zigzag without `%`: on a value V8 cannot prove to be a small integer, `%` is a call to fmod. Exact below 2^53.
    const half = Math.floor(z / 2);
    return half * 2 === z ? half : -(half + 1);
  }
  get finished(): boolean {
    return this.at === this.bytes.length;
  }
}

const fixed = (v: number): number => {
  if (!Number.isFinite(v) || Math.abs(v) > POSE_VALUE_LIMIT) {
    throw new PoseLogFormatError(`pose value out of range: ${v}`);
  }
  return Math.round(v * SCALE);
};

const fieldsOf = (s: PoseSample): number[] => [...s.position, ...s.quaternion, ...s.target, s.fov];

/** The float a value becomes after a round trip through the log (what the replay sees). */
export const quantisePoseValue = (v: number): number => fixed(v) / SCALE;

export function encodePoseLog(log: PoseLog): Uint8Array {
  const w = new Writer();
  MAGIC.forEach((b) => w.byte(b));
  w.byte(POSE_LOG_VERSION);
  w.uvar(log.trialId);
  w.uvar(log.videoId);
  w.uvar(log.samples.length);
  w.uvar(log.events.length);
  w.uvar(log.visibility.length);
  let t = 0;
  let frame = 0;
  let prev = new Array<number>(FIELDS).fill(0);
  for (const s of log.samples) {
    const ms = Math.round(s.t);
    w.uvar(ms - t);
    w.svar(s.frame - frame);
    t = ms;
    frame = s.frame;
    const now = fieldsOf(s).map(fixed);
    let mask = 0;
    now.forEach((v, i) => {
      if (v !== prev[i]) mask += 2 ** i;
    });
    w.uvar(mask);
    now.forEach((v, i) => {
      if (v !== prev[i]) w.svar(v - prev[i]);
    });
    prev = now;
  }
  t = 0;
  for (const e of log.events) {
    const ms = Math.round(e.t);
    w.uvar(ms - t);
    t = ms;
    w.byte(CONTROL_EVENT_TYPES.indexOf(e.type));
    w.byte(CONTROL_INPUTS.indexOf(e.input));
  }
  t = 0;
  for (const v of log.visibility) {
    const ms = Math.round(v.t);
    w.uvar(ms - t);
    t = ms;
    w.byte(v.visible ? 1 : 0);
  }
  return w.done();
}

/** Decodes a log; throws PoseLogFormatError with a reason on anything malformed (limits: validatePoseLog). */
export function decodePoseLog(bytes: Uint8Array, maxCount = Number.MAX_SAFE_INTEGER): PoseLog {
  const r = new PoseLogReader(bytes);
  for (const b of MAGIC) if (r.byte() !== b) throw new PoseLogFormatError('this is not a VVQ pose log');
  const version = r.byte();
  if (version !== POSE_LOG_VERSION) throw new PoseLogFormatError(`unknown pose log version ${version}`);
  const trialId = r.uvar();
  const videoId = r.uvar();
  const counts = [r.uvar(), r.uvar(), r.uvar()];
  // Each entry takes at least two bytes, so a count beyond the bytes left is a lie; refuse before allocating.
  if (counts.some((c) => c > maxCount || c * 2 > bytes.length)) {
    throw new PoseLogFormatError('the pose log has more entries than allowed');
  }
  const samples: PoseSample[] = [];
  let t = 0;
  let frame = 0;
  const cur = new Array<number>(FIELDS).fill(0);
  for (let n = 0; n < counts[0]; n++) {
    t += r.uvar();
    frame += r.svar();
    const mask = r.uvar();
    if (mask >= 2 ** FIELDS) throw new PoseLogFormatError('the pose log has an unknown field');
    // mask < 2^11, so bit operators are exact here; this loop runs for every sample the server receives.
    for (let i = 0; i < FIELDS; i++) {
      if ((mask >> i) & 1) cur[i] += r.svar();
    }
    samples.push({
      t,
      frame,
      position: [cur[0] / SCALE, cur[1] / SCALE, cur[2] / SCALE],
      quaternion: [cur[3] / SCALE, cur[4] / SCALE, cur[5] / SCALE, cur[6] / SCALE],
      target: [cur[7] / SCALE, cur[8] / SCALE, cur[9] / SCALE],
      fov: cur[10] / SCALE,
    });
  }
  const events: ControlEvent[] = [];
  t = 0;
  for (let n = 0; n < counts[1]; n++) {
    t += r.uvar();
    const type = CONTROL_EVENT_TYPES[r.byte()];
    const input = CONTROL_INPUTS[r.byte()];
    if (!type || !input) throw new PoseLogFormatError('the pose log has an unknown control event');
    events.push({ t, type, input });
  }
  const visibility: VisibilityChange[] = [];
  t = 0;
  for (let n = 0; n < counts[2]; n++) {
    t += r.uvar();
    const v = r.byte();
    if (v > 1) throw new PoseLogFormatError('the pose log has an unknown visibility state');
    visibility.push({ t, visible: v === 1 });
  }
  if (!r.finished) throw new PoseLogFormatError('the pose log has bytes after its end');
  return { trialId, videoId, samples, events, visibility };
}

/** Base64 without Buffer, so the same code runs in the browser, a worker and Node. */
export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Node's Buffer when there is one (the API: native decoding), else atob (browsers, workers). */
const NodeBuffer = (
  globalThis as {
    Buffer?: {
      from(text: string, encoding: 'base64'): Uint8Array & { toString(encoding: 'base64'): string };
    };
  }
).Buffer;

export function base64ToBytes(text: string): Uint8Array {
  if (NodeBuffer && text.length % 4 === 0) {
    // Fast path for canonical base64 (what btoa and Buffer write, so every log the player sends): it encodes back to
    // the same text, which proves it matches the pattern below. The pattern test alone took longer than the decode
    // of a whole log, and a copy into a fresh Uint8Array longer still; a view over the Buffer needs neither.
    const buffer = NodeBuffer.from(text, 'base64');
    if (buffer.toString('base64') === text)
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
  }
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw new PoseLogFormatError('the pose log is not base64');
  if (NodeBuffer) return new Uint8Array(NodeBuffer.from(text, 'base64'));
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
