import { PerspectiveCamera } from 'three';
import { OrbitRig, orbitFrom } from '../orbit-rig.js';
import type { Vec3 } from '../sequence-manifest.js';

describe('OrbitRig', () => {
  const start = () => orbitFrom([0, 0.5, 3], [0, 0.5, 0]);

  it('puts the camera back where orbitFrom found it', () => {
    const rig = new OrbitRig(orbitFrom([1, 2, 3], [0.5, 0.5, 0]));
    rig.position().forEach((v, i) => expect(v).toBeCloseTo([1, 2, 3][i], 9));
  });

  it('keys orbit, pan, zoom and reset, each with a sentence for screen readers', () => {
    const reported: string[] = [];
    const rig = new OrbitRig(start(), (type, input) => reported.push(`${type}:${input}`));
    expect(rig.key({ key: 'ArrowLeft', shiftKey: false })).toEqual({
      type: 'orbit',
      text: 'View turned left',
    });
    expect(rig.state.azimuth).toBeCloseTo(-Math.PI / 12, 9);
    expect(rig.key({ key: 'ArrowUp', shiftKey: true })).toEqual({ type: 'pan', text: 'View moved up' });
    expect(rig.state.target[1]).toBeGreaterThan(0.5);
    expect(rig.key({ key: '+', shiftKey: false })?.text).toBe('Zoomed in');
    expect(rig.state.radius).toBeCloseTo(2.4, 9);
    expect(rig.key({ key: 'Home', shiftKey: false })?.type).toBe('reset');
    expect(rig.state).toEqual(start());
    expect(rig.key({ key: 'a', shiftKey: false })).toBeNull();
    expect(reported).toEqual([]); // keyboard gestures are reported once by the caller, with the sentence
  });

  it('keeps elevation inside ±85° and the radius within bounds', () => {
    const rig = new OrbitRig(start());
    rig.orbit(0, 10, 'mouse');
    expect(rig.state.elevation).toBeCloseTo((85 * Math.PI) / 180, 9);
    rig.zoom(1e-6, 'mouse');
    expect(rig.state.radius).toBeCloseTo(3 * 0.15, 9);
  });

  it('aims the camera at the target', () => {
    const rig = new OrbitRig(start());
    rig.orbit(1, 0.3, 'touch');
    const camera = new PerspectiveCamera(45, 1, 0.01, 100);
    rig.apply(camera);
    const dir = camera.getWorldDirection(camera.position.clone());
    const toTarget = rig.state.target.map((v, i) => v - (rig.position() as Vec3)[i]);
    const n = Math.hypot(...toTarget);
    expect(dir.x).toBeCloseTo(toTarget[0] / n, 6);
    expect(dir.y).toBeCloseTo(toTarget[1] / n, 6);
    expect(dir.z).toBeCloseTo(toTarget[2] / n, 6);
  });
});
