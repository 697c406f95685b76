import type { PerspectiveCamera } from 'three';
import type { ControlEventType, ControlInput } from './pose-log/pose-log-types.js';
import type { Vec3 } from './sequence-manifest.js';

export interface OrbitState {
  target: Vec3;
  /** Distance from the target. */
  radius: number;
  /** Around +y, radians; 0 looks from +z. */
  azimuth: number;
  /** Above the horizontal plane, radians, kept inside ±85°. */
  elevation: number;
}

const MAX_ELEVATION = (85 * Math.PI) / 180;

/** The orbit state that puts a camera at `position` looking at `target`. */
export function orbitFrom(position: Vec3, target: Vec3): OrbitState {
  const d = position.map((v, i) => v - target[i]);
  const radius = Math.hypot(d[0], d[1], d[2]) || 1;
  return {
    target: [...target] as Vec3,
    radius,
    azimuth: Math.atan2(d[0], d[2]),
    elevation: Math.asin(Math.max(-1, Math.min(1, d[1] / radius))),
  };
}

/**
 * Orbit, zoom and pan around a target by mouse, touch and keyboard. Pure state plus a camera update, so the
 * keyboard and pointer paths share one model and the tests can drive it. `onControl` reports each gesture once per
 * gesture (start of a drag, a wheel burst, a key press) for the pose log and the screen-reader announcement.
 */
export class OrbitRig {
  state: OrbitState;
  private readonly initial: OrbitState;
  minRadius: number;
  maxRadius: number;

  constructor(
    initial: OrbitState,
    private readonly onControl: (type: ControlEventType, input: ControlInput) => void = () => {},
  ) {
    this.initial = { ...initial, target: [...initial.target] as Vec3 };
    this.state = { ...initial, target: [...initial.target] as Vec3 };
    this.minRadius = initial.radius * 0.15;
    this.maxRadius = initial.radius * 6;
  }

  orbit(dAzimuth: number, dElevation: number, input: ControlInput, report = true): void {
    this.state.azimuth += dAzimuth;
    this.state.elevation = Math.max(
      -MAX_ELEVATION,
      Math.min(MAX_ELEVATION, this.state.elevation + dElevation),
    );
    if (report) this.onControl('orbit', input);
  }

  /** factor < 1 moves closer. */
  zoom(factor: number, input: ControlInput, report = true): void {
    this.state.radius = Math.max(this.minRadius, Math.min(this.maxRadius, this.state.radius * factor));
    if (report) this.onControl('zoom', input);
  }

  /** Moves the target in the camera's screen plane; dx, dy in fractions of the radius. */
  pan(dx: number, dy: number, input: ControlInput, report = true): void {
    const { azimuth, elevation, radius } = this.state;
    const right: Vec3 = [Math.cos(azimuth), 0, -Math.sin(azimuth)];
    const up: Vec3 = [
      -Math.sin(elevation) * Math.sin(azimuth),
      Math.cos(elevation),
      -Math.sin(elevation) * Math.cos(azimuth),
    ];
    for (let i = 0; i < 3; i++) this.state.target[i] += (right[i] * dx + up[i] * dy) * radius;
    if (report) this.onControl('pan', input);
  }

  reset(input: ControlInput, report = true): void {
    this.state = { ...this.initial, target: [...this.initial.target] as Vec3 };
    if (report) this.onControl('reset', input);
  }

  position(): Vec3 {
    const { target, radius, azimuth, elevation } = this.state;
    return [
      target[0] + radius * Math.cos(elevation) * Math.sin(azimuth),
      target[1] + radius * Math.sin(elevation),
      target[2] + radius * Math.cos(elevation) * Math.cos(azimuth),
    ];
  }

  apply(camera: PerspectiveCamera): void {
    const p = this.position();
    camera.position.set(p[0], p[1], p[2]);
    camera.up.set(0, 1, 0);
    camera.lookAt(this.state.target[0], this.state.target[1], this.state.target[2]);
    camera.updateMatrixWorld();
  }

  /**
   * Keyboard: arrows orbit (15° a press), Shift+arrows pan, + and - (or PageUp/PageDown) zoom, 0 or Home resets.
   * Returns the gesture and a short sentence for the live region, or null when the key is not a control. The caller
   * reports it (once, with the sentence).
   */
  key(e: { key: string; shiftKey: boolean }): { type: ControlEventType; text: string } | null {
    const step = Math.PI / 12;
    const arrows: Record<string, [number, number, string]> = {
      ArrowLeft: [-1, 0, 'left'],
      ArrowRight: [1, 0, 'right'],
      ArrowUp: [0, 1, 'up'],
      ArrowDown: [0, -1, 'down'],
    };
    const arrow = arrows[e.key];
    if (arrow && e.shiftKey) {
      this.pan(arrow[0] * 0.1, arrow[1] * 0.1, 'keyboard', false);
      return { type: 'pan', text: `View moved ${arrow[2]}` };
    }
    if (arrow) {
      this.orbit(arrow[0] * step, arrow[1] * step, 'keyboard', false);
      return { type: 'orbit', text: `View turned ${arrow[2]}` };
    }
    if (['+', '=', 'PageUp'].includes(e.key)) {
      this.zoom(0.8, 'keyboard', false);
      return { type: 'zoom', text: 'Zoomed in' };
    }
    if (['-', '_', 'PageDown'].includes(e.key)) {
      this.zoom(1.25, 'keyboard', false);
      return { type: 'zoom', text: 'Zoomed out' };
    }
    if (e.key === '0' || e.key === 'Home') {
      this.reset('keyboard', false);
      return { type: 'reset', text: 'View reset' };
    }
    return null;
  }
}
