import {
  bytesToBase64,
  CONTROL_EVENT_TYPES,
  CONTROL_INPUTS,
  decodePoseLog,
  encodePoseLog,
  type PoseLog,
  type PoseSample,
  poseLogCsvRows,
  quantisePoseValue,
  scanPoseLog,
  validatePoseLog,
} from '../pose-log/index.js';
import { headSample } from '../head-pose.js';

// A head turned 30° left and tilted, in the content's space, from a symmetric 90°-high projection.
const projection = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1.0002, -1, 0, 0, -0.020002, 0];
const half = Math.PI / 12;
const head = headSample(
  {
    transform: {
      position: { x: 0.1234567891, y: 1.6, z: 2.7654321 },
      orientation: { x: 0.1 * Math.sin(half), y: Math.sin(half) * Math.sqrt(0.99), z: 0, w: Math.cos(half) },
    },
    views: [{ projectionMatrix: projection }],
  },
  { position: { x: 0, y: 0, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } },
  [0, 1, 0],
)!;

function immersiveLog(): PoseLog {
  const orbit: PoseSample = {
    t: 16.7,
    frame: 0,
    position: [0, 1.2, 3],
    quaternion: [0, 0, 0, 1],
    target: [0, 1, 0],
    fov: 45,
  };
  return {
    trialId: 9,
    videoId: 0,
    samples: [
      orbit,
      { t: 120.4, frame: 3, ...head },
      { t: 131.5, frame: 3, ...head, position: [0.2, 1.6, 2.7] },
    ],
    events: [
      { t: 100, type: 'vr-on', input: 'button' },
      { t: 140, type: 'vr-off', input: 'headset' },
      { t: 150, type: 'vr-on', input: 'keyboard' },
      { t: 160, type: 'vr-off', input: 'button' },
    ],
    visibility: [],
  };
}

describe('the pose log with immersive VR', () => {
  test('the VR event types and the headset input come after the older ones, so older logs decode unchanged', () => {
    expect(CONTROL_EVENT_TYPES.slice(0, 8)).toEqual([
      'orbit',
      'zoom',
      'pan',
      'reset',
      'fullscreen-on',
      'fullscreen-off',
      'pause',
      'play',
    ]);
    expect(CONTROL_EVENT_TYPES.slice(8)).toEqual(['vr-on', 'vr-off']);
    expect(CONTROL_INPUTS).toEqual(['mouse', 'touch', 'keyboard', 'button', 'headset']);
    // The bytes of a log written before VR existed (one 'play' event by keyboard): still 'play', still 'keyboard'.
    const old = Uint8Array.from([0x56, 0x56, 0x51, 0x50, 1, 5, 0, 0, 1, 0, 200, 1, 7, 2]);
    expect(decodePoseLog(old).events).toEqual([{ t: 200, type: 'play', input: 'keyboard' }]);
  });

  test('head samples and VR events survive the codec at its 1e-6 fixed point', () => {
    const log = immersiveLog();
    const back = decodePoseLog(encodePoseLog(log));
    expect(back.events).toEqual(log.events);
    const q = (v: number[]) => v.map(quantisePoseValue);
    back.samples.forEach((s, i) => {
      const want = log.samples[i];
      expect(s.position).toEqual(q(want.position));
      expect(s.quaternion).toEqual(q(want.quaternion));
      expect(s.target).toEqual(q(want.target));
      expect(s.fov).toBe(quantisePoseValue(want.fov));
      for (let k = 0; k < 3; k++)
        expect(Math.abs(s.position[k] - want.position[k])).toBeLessThanOrEqual(5e-7);
    });
    expect(back.samples[1].fov).toBeCloseTo(90, 6);
  });

  test('the server accepts such a log (validation and one-pass scan) and the CSV names the events', () => {
    const base64 = bytesToBase64(encodePoseLog(immersiveLog()));
    expect(validatePoseLog(base64, { trialId: 9 }).ok).toBe(true);
    expect(scanPoseLog(base64, { trialId: 9 }).ok).toBe(true);
    const rows = poseLogCsvRows(1, 4, immersiveLog());
    expect(rows.filter((r) => r[3] === 'event').map((r) => [r[17], r[18]])).toEqual([
      ['vr-on', 'button'],
      ['vr-off', 'headset'],
      ['vr-on', 'keyboard'],
      ['vr-off', 'button'],
    ]);
  });

  test('an event type or input beyond the known ones is still refused by the decoder, the validator and the scan', () => {
    const bytes = encodePoseLog(immersiveLog());
    // The last event is 'vr-off' by 'button': its two bytes end the log (there are no visibility changes).
    const badType = bytes.slice();
    badType[badType.length - 2] = CONTROL_EVENT_TYPES.length;
    const badInput = bytes.slice();
    badInput[badInput.length - 1] = CONTROL_INPUTS.length;
    for (const bad of [badType, badInput]) {
      expect(() => decodePoseLog(bad)).toThrow('unknown control event');
      const v = validatePoseLog(bytesToBase64(bad), { trialId: 9 });
      expect(v.ok).toBe(false);
      const s = scanPoseLog(bytesToBase64(bad), { trialId: 9 });
      expect(s.ok).toBe(false);
      if (!s.ok && !v.ok) expect(s.reason).toBe(v.reason);
    }
  });
});
