import type { Vec3 } from './sequence-manifest.js';

/** A rigid transform as WebXR gives and takes it (XRRigidTransform's parts), in plain numbers. */
export interface RigidPose {
  position: { x: number; y: number; z: number };
  orientation: { x: number; y: number; z: number; w: number };
}

/** What an XRViewerPose offers that the head sample needs: the head's transform and the views' projections. */
export interface ViewerPoseLike {
  transform: RigidPose;
  views: ReadonlyArray<{ projectionMatrix: ArrayLike<number> }>;
}

/** The camera part of a pose sample (position, orientation, target, fov), as the orbit camera's samples hold it. */
export interface HeadSample {
  position: Vec3;
  quaternion: [number, number, number, number];
  target: Vec3;
  fov: number;
}

const DEG = 180 / Math.PI;

/**
 * The vertical field of view, in degrees, of a WebGL projection matrix (column-major). A headset's eye frustum is
 * often asymmetric (more below the eye than above), so the angle is the sum of the angles above and below the axis,
 * not 2 · atan(1 / m[5]), which is exact only for a symmetric frustum (where both sums agree).
 */
export function verticalFovDeg(projection: ArrayLike<number>): number {
  const m5 = projection[5];
  const m9 = projection[9];
  return (Math.atan((1 + m9) / m5) + Math.atan((1 - m9) / m5)) * DEG;
}

/**
 * Where the immersive view starts: the reference space's origin (the head where the session began) is put at the
 * orbit camera's eye, turned about the vertical only so that the head's forward looks at the target horizontally.
 * The world is never tilted (a pitched floor makes people sick), so a camera looking down on the content gives a
 * head that looks level past it; the participant tilts their head. Returns the transform from the reference space
 * into the content's space (`toContent`) and its inverse (`originOffset`, what getOffsetReferenceSpace would take).
 */
export function immersiveOrigin(eye: Vec3, target: Vec3): { toContent: RigidPose; originOffset: RigidPose } {
  const dx = target[0] - eye[0];
  const dz = target[2] - eye[2];
  // Rotation by `yaw` about +y takes forward (0, 0, -1) to (-sin yaw, 0, -cos yaw); a target straight above or
  // below the eye leaves the heading as it is (yaw 0).
  const yaw = dx === 0 && dz === 0 ? 0 : Math.atan2(-dx, -dz);
  const s = Math.sin(yaw / 2);
  const c = Math.cos(yaw / 2);
  const toContent: RigidPose = {
    position: { x: eye[0], y: eye[1], z: eye[2] },
    orientation: { x: 0, y: s, z: 0, w: c },
  };
  // Inverse: rotate by -yaw, then move by -(R(-yaw) · eye).
  const cy = Math.cos(-yaw);
  const sy = Math.sin(-yaw);
  const rx = cy * eye[0] + sy * eye[2];
  const rz = -sy * eye[0] + cy * eye[2];
  const originOffset: RigidPose = {
    position: { x: -rx, y: -eye[1], z: -rz },
    orientation: { x: 0, y: -s, z: 0, w: c },
  };
  return { toContent, originOffset };
}

/** `a · b`: the pose `b`, given in a's space, in the space `a` is given in (rotate by a, then move by a). */
export function composeRigid(
  a: RigidPose,
  b: RigidPose,
): { position: Vec3; quaternion: [number, number, number, number] } {
  const { x: ax, y: ay, z: az, w: aw } = a.orientation;
  const { x: bx, y: by, z: bz, w: bw } = b.orientation;
  const { x: px, y: py, z: pz } = b.position;
  // a's rotation applied to b's position: v + 2w(u × v) + 2u × (u × v), u the vector part.
  const cx = ay * pz - az * py;
  const cy = az * px - ax * pz;
  const cz = ax * py - ay * px;
  const rx = px + 2 * (aw * cx + ay * cz - az * cy);
  const ry = py + 2 * (aw * cy + az * cx - ax * cz);
  const rz = pz + 2 * (aw * cz + ax * cy - ay * cx);
  return {
    position: [rx + a.position.x, ry + a.position.y, rz + a.position.z],
    quaternion: [
      aw * bx + ax * bw + ay * bz - az * by,
      aw * by - ax * bz + ay * bw + az * bx,
      aw * bz + ax * by - ay * bx + az * bw,
      aw * bw - ax * bx - ay * by - az * bz,
    ],
  };
}

/**
 * The head sample of one immersive frame: the viewer pose in the session's reference space taken into the content's
 * space (`toContent` of immersiveOrigin), the target the orbit view had when the session began, and the first view's
 * vertical field of view (both eyes of a headset share it). A pose the runtime marks as emulated position (tracking
 * lost) is logged as it comes: it is what the participant saw. Null when the pose has no view.
 */
export function headSample(pose: ViewerPoseLike, toContent: RigidPose, target: Vec3): HeadSample | null {
  const view = pose.views[0];
  // A pose without a view has no field of view to log; the frame draws nothing either.
  if (!view) return null;
  const { position, quaternion } = composeRigid(toContent, pose.transform);
  return {
    position,
    quaternion,
    target: [...target] as Vec3,
    fov: verticalFovDeg(view.projectionMatrix),
  };
}
