/**
 * One camera sample, taken at every rendered frame of the 6DoF player. Lengths in the sequence's units. In immersive
 * VR the camera is the participant's head (the viewer pose), in the same space as the orbit camera's.
 */
export interface PoseSample {
  /** Milliseconds since the player started (performance clock). */
  t: number;
  /** The media frame shown when the sample was taken. */
  frame: number;
  position: [number, number, number];
  /** Camera orientation as a unit quaternion x, y, z, w. */
  quaternion: [number, number, number, number];
  /** The point the camera orbits (the controls' target); in immersive VR, the orbit target when the session began. */
  target: [number, number, number];
  /** Vertical field of view in degrees. */
  fov: number;
}

/** What the participant did with the controls; `input` says with what. */
export const CONTROL_EVENT_TYPES = [
  'orbit',
  'zoom',
  'pan',
  'reset',
  'fullscreen-on',
  'fullscreen-off',
  'pause',
  'play',
  // Immersive VR (the study setting volumetric_immersive). Added last: the codec stores an event type as its index
  // here, so logs written before these types decode as they always did.
  'vr-on',
  'vr-off',
] as const;
export type ControlEventType = (typeof CONTROL_EVENT_TYPES)[number];
/** 'headset': the session ended from the headset or the browser (its own menu, taken off), not from the page. */
export const CONTROL_INPUTS = ['mouse', 'touch', 'keyboard', 'button', 'headset'] as const;
export type ControlInput = (typeof CONTROL_INPUTS)[number];

export interface ControlEvent {
  t: number;
  type: ControlEventType;
  input: ControlInput;
}

export interface VisibilityChange {
  t: number;
  visible: boolean;
}

export interface PoseLog {
  /** The trial (assignment) the log belongs to; the server refuses a log carrying another trial's id. */
  trialId: number;
  /** The stimulus shown, or 0 when the writer is not told (the participant's player: ratings are blind). */
  videoId: number;
  samples: PoseSample[];
  events: ControlEvent[];
  visibility: VisibilityChange[];
}

/** What the server accepts; a log beyond any of these is refused whole (400), nothing stored. */
export interface PoseLogLimits {
  /** Encoded bytes (before base64). */
  maxBytes: number;
  maxSamples: number;
  maxEvents: number;
  /** Latest time stamp allowed, ms. */
  maxDurationMs: number;
}

/** 15 minutes at 60 Hz fit; an idle sample costs ~4 bytes, a moving one ~30, so 512 KiB is ample. */
export const DEFAULT_POSE_LOG_LIMITS: PoseLogLimits = {
  maxBytes: 512 * 1024,
  maxSamples: 60 * 60 * 15,
  maxEvents: 20_000,
  maxDurationMs: 15 * 60 * 1000,
};
