import { composeRigid, headSample, immersiveOrigin, type RigidPose, verticalFovDeg } from '../head-pose.js';
import type { Vec3 } from '../sequence-manifest.js';

type Quat = [number, number, number, number];

const mul = (a: Quat, b: Quat): Quat => [
  a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
  a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
  a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
  a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2],
];
const rotate = (q: Quat, v: Vec3): Vec3 => {
  const r = mul(mul(q, [v[0], v[1], v[2], 0]), [-q[0], -q[1], -q[2], q[3]]);
  return [r[0], r[1], r[2]];
};
const quat = (p: RigidPose): Quat => [p.orientation.x, p.orientation.y, p.orientation.z, p.orientation.w];
const pos = (p: RigidPose): Vec3 => [p.position.x, p.position.y, p.position.z];
/** a · b for rigid transforms. */
const compose = (a: RigidPose, b: RigidPose) => {
  const t = rotate(quat(a), pos(b)).map((v, i) => v + pos(a)[i]) as Vec3;
  return { position: t, quaternion: mul(quat(a), quat(b)) };
};

/** A perspective projection (column-major, as WebGL and WebXR give it) from the angles above and below the axis. */
function projection(upDeg: number, downDeg: number): number[] {
  const up = Math.tan((upDeg * Math.PI) / 180);
  const down = Math.tan((downDeg * Math.PI) / 180);
  const m = new Array<number>(16).fill(0);
  m[0] = 1;
  m[5] = 2 / (up + down);
  m[9] = (up - down) / (up + down);
  m[10] = -1;
  m[11] = -1;
  return m;
}

describe('the head pose of an immersive frame', () => {
  test('the vertical field of view of a symmetric and of an asymmetric frustum', () => {
    expect(verticalFovDeg(projection(45, 45))).toBeCloseTo(90, 10);
    // A headset's eye sees more below the axis than above: 40° up and 50° down is 90° in all.
    expect(verticalFovDeg(projection(40, 50))).toBeCloseTo(90, 10);
    expect(verticalFovDeg(projection(20, 30))).toBeCloseTo(50, 10);
  });

  test('the view starts at the orbit camera, facing the target horizontally, whatever side it looks from', () => {
    const target: Vec3 = [0.5, 1, -0.2];
    for (const eye of [
      [0.5, 1.3, 2.8],
      [3, 1.5, -0.2],
      [-1, 0.4, -3],
      [2, 2, 2],
    ] as Vec3[]) {
      const { toContent, originOffset } = immersiveOrigin(eye, target);
      // The head at the origin of the reference space, looking down its -z, is at the eye looking at the target.
      const start = compose(toContent, {
        position: { x: 0, y: 0, z: 0 },
        orientation: { x: 0, y: 0, z: 0, w: 1 },
      });
      start.position.forEach((v, i) => expect(v).toBeCloseTo(eye[i], 12));
      const forward = rotate(start.quaternion, [0, 0, -1]);
      const flat = [target[0] - eye[0], 0, target[2] - eye[2]];
      const n = Math.hypot(...flat);
      forward.forEach((v, i) => expect(v).toBeCloseTo(flat[i] / n, 12));
      // The offset is the inverse: offset · toContent is the identity.
      const id = compose(originOffset, {
        position: toContent.position,
        orientation: toContent.orientation,
      });
      id.position.forEach((v) => expect(v).toBeCloseTo(0, 12));
      expect(Math.abs(id.quaternion[3])).toBeCloseTo(1, 12);
    }
  });

  test('a target straight above the eye keeps the heading', () => {
    const { toContent } = immersiveOrigin([1, 0, 1], [1, 2, 1]);
    expect(quat(toContent)).toEqual([0, 0, 0, 1]);
  });

  test('composing rigid transforms agrees with rotating and moving step by step', () => {
    const a: RigidPose = {
      position: { x: 0.3, y: -1, z: 2 },
      orientation: { x: 0.1, y: 0.7, z: -0.1, w: Math.sqrt(1 - 0.51) },
    };
    const b: RigidPose = {
      position: { x: -0.5, y: 0.25, z: 1.5 },
      orientation: { x: 0, y: 0, z: Math.sin(0.4), w: Math.cos(0.4) },
    };
    const got = composeRigid(a, b);
    const want = compose(a, b);
    got.position.forEach((v, i) => expect(v).toBeCloseTo(want.position[i], 12));
    got.quaternion.forEach((v, i) => expect(v).toBeCloseTo(want.quaternion[i], 12));
  });

  test('the sample is the viewer pose taken into the content, the target as kept and the first view’s fov', () => {
    const pose = {
      transform: { position: { x: 0.25, y: 0.1, z: -0.3 }, orientation: { x: 0, y: 0.6, z: 0, w: 0.8 } },
      views: [{ projectionMatrix: projection(41, 49) }, { projectionMatrix: projection(10, 10) }],
    };
    const target: Vec3 = [0, 1, 0];
    const identity: RigidPose = { position: { x: 0, y: 0, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } };
    const plain = headSample(pose, identity, target)!;
    expect(plain.position).toEqual([0.25, 0.1, -0.3]);
    expect(plain.quaternion).toEqual([0, 0.6, 0, 0.8]);
    expect(plain.target).toEqual([0, 1, 0]);
    expect(plain.target).not.toBe(target);
    expect(plain.fov).toBeCloseTo(90, 10);
    // Started at an orbit camera at (3, 1.2, 0) looking at the target: the head's origin is that eye, turned to face -x.
    const { toContent } = immersiveOrigin([3, 1.2, 0], target);
    const placed = headSample(pose, toContent, target)!;
    const want = compose(toContent, pose.transform);
    placed.position.forEach((v, i) => expect(v).toBeCloseTo(want.position[i], 12));
    placed.quaternion.forEach((v, i) => expect(v).toBeCloseTo(want.quaternion[i], 12));
    // Straight ahead in the session (-z) is toward the target (-x) in the content.
    const ahead = headSample(
      { ...pose, transform: { ...pose.transform, position: { x: 0, y: 0, z: -1 } } },
      toContent,
      target,
    )!;
    [2, 1.2, 0].forEach((v, i) => expect(ahead.position[i]).toBeCloseTo(v, 12));
    expect(headSample({ ...pose, views: [] }, identity, target)).toBeNull();
  });
});
