import { Group, type PerspectiveCamera, type WebGLRenderer } from 'three';
import { headSample, type HeadSample, immersiveOrigin, type RigidPose } from './head-pose.js';
import type { Vec3 } from './sequence-manifest.js';

/** Whether this browser can show an immersive VR session (a WebXR runtime with a headset); false on any error. */
export async function immersiveVrSupported(
  xr: Pick<XRSystem, 'isSessionSupported'> | undefined = globalThis.navigator?.xr,
): Promise<boolean> {
  try {
    return (await xr?.isSessionSupported('immersive-vr')) === true;
  } catch {
    return false;
  }
}

/**
 * One immersive VR session drawn through three's WebXR manager (`renderer.xr`): the player's frame step runs in the
 * session's animation frames (`setAnimationLoop`) while it lasts, and each frame's head pose comes in the content's
 * space. The picture is the player's own scene, drawn with the same renderer and the same frames; only the camera is
 * the headset's.
 *
 * The reference space is placed in the content by a parent of the camera (a "dolly" holding immersiveOrigin's
 * transform), which three's WebXR manager composes with the head pose, and the logged head is composed the same way
 * here, rather than by an offset reference space (getOffsetReferenceSpace): the emulated runtime the browser test
 * uses (iwer 2.5.0) keeps the XRRigidTransform object where it needs its matrix, so its offset spaces give wrong
 * poses, and a parent object works alike on every runtime.
 */
export class ImmersiveSession {
  private session: XRSession | null = null;
  private target: Vec3 = [0, 0, 0];
  private toContent: RigidPose = { position: { x: 0, y: 0, z: 0 }, orientation: { x: 0, y: 0, z: 0, w: 1 } };
  private readonly dolly = new Group();
  private ending = false;

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly camera: PerspectiveCamera,
    /** The player's step for one session frame (the head sample of that frame is `headOf(frame)`). */
    private readonly onFrame: (time: number, frame: XRFrame) => void,
    /** The session ended (the participant's Exit VR, the headset's own menu, or the browser ending it). */
    private readonly onEnd: () => void,
  ) {}

  get active(): boolean {
    return this.session !== null;
  }

  /**
   * Requests the session (call from the participant's click: browsers refuse it otherwise) and starts drawing into
   * the headset, the head starting at `eye` and facing `target` (see immersiveOrigin).
   */
  async enter(eye: Vec3, target: Vec3): Promise<void> {
    if (this.session) return;
    const xr = globalThis.navigator?.xr;
    if (!xr) throw new Error('WebXR is not available in this browser');
    const session = await xr.requestSession('immersive-vr');
    const three = this.renderer.xr;
    this.target = [...target] as Vec3;
    three.enabled = true;
    // 'local': the origin is the head where the session began, so the view starts at the orbit camera's eye
    // whether the participant sits or stands; every immersive-vr session supports it.
    three.setReferenceSpaceType('local');
    // The loop is set before the session so that three's own window loop, which the renderer restarts whenever a
    // loop is set outside a session, is already stopped by the session's start.
    this.renderer.setAnimationLoop((time, frame) => {
      if (frame && this.session) this.onFrame(time, frame);
    });
    try {
      await three.setSession(session);
    } catch (e) {
      this.renderer.setAnimationLoop(null);
      three.enabled = false;
      await session.end().catch(() => undefined);
      throw e;
    }
    this.toContent = immersiveOrigin(eye, target).toContent;
    const { position: p, orientation: q } = this.toContent;
    this.dolly.position.set(p.x, p.y, p.z);
    this.dolly.quaternion.set(q.x, q.y, q.z, q.w);
    this.dolly.updateMatrixWorld(true);
    this.dolly.add(this.camera);
    this.session = session;
    // Three handles the session's end first (it restores the canvas size and the camera's projection, then
    // restarts the renderer's window loop); this handler then stops that loop: the player's own loop takes over.
    session.addEventListener('end', () => this.ended(), { once: true });
  }

  /** The head of this frame in the content's space, or null while the runtime has no pose (tracking lost). */
  headOf(frame: XRFrame): HeadSample | null {
    const space = this.renderer.xr.getReferenceSpace();
    const pose = space ? frame.getViewerPose(space) : null;
    return pose ? headSample(pose, this.toContent, this.target) : null;
  }

  /** Ends the session; `onEnd` follows when the runtime has ended it. */
  exit(): void {
    if (!this.session || this.ending) return;
    this.ending = true;
    void this.session.end().catch(() => this.ended());
  }

  private ended(): void {
    if (!this.session) return;
    this.session = null;
    this.ending = false;
    this.renderer.setAnimationLoop(null);
    this.renderer.xr.enabled = false;
    // The orbit camera has no parent: its position is the content's again.
    this.dolly.remove(this.camera);
    this.onEnd();
  }

  dispose(): void {
    this.exit();
  }
}
