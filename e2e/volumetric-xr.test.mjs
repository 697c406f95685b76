// The study setting volumetric_immersive in headless Chromium (WebGL 2 through SwiftShader) with an emulated headset:
// iwer's WebXR runtime (a Meta Quest 3) is installed in the page before the app loads. The participant's player
// offers Enter VR (keyboard reachable, axe clean), the session starts, the emulated head is put at known poses, the
// participant leaves VR and rates. The rating's pose log holds, between its vr-on and vr-off events, only samples of
// those head poses in the content's space (the view starting at the orbit camera, facing its target), within the
// codec's 1e-6 fixed point, with the headset's field of view. The server stored it, and the admin's replay shows a
// head sample with the logged camera (nothing in it assumes an orbit around the target).
/* global document, requestAnimationFrame */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Matrix4, Quaternion, Vector3 } from 'three';
import { base64ToBytes, decodePoseLog, quantisePoseValue } from '@vvq/volumetric/pose-log';
import { callApi, expectOk, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, seedSessionStorage, withPage } from './support/browser.mjs';
import { openRatingScreen, participantReadyToRate, recordRatingBodies } from './support/method-study.mjs';
import { useStack } from './support/use-stack.mjs';

const IWER_BUNDLE = createRequire(import.meta.url).resolve('iwer/build/iwer.min.js');

// Looping, so that frames (and samples) go on however long the session takes on a software renderer.
const env = useStack({
  apiEnv: {
    SEED_DEMO: 'false',
    SEED_DEMO_VOLUMETRIC: 'true',
    STUDY_VOLUMETRIC_IMMERSIVE: 'true',
    STUDY_VOLUMETRIC_LOOP: 'true',
  },
});
let webglBrowser;
beforeAll(async () => {
  webglBrowser = await launchBrowser(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
}, 60000);
afterAll(async () => {
  await webglBrowser?.close();
});

/** Head poses the emulated headset is put at, in its own (global) space: position, orientation x, y, z, w. */
const HEAD_POSES = [
  { position: [0.1, 1.7, -0.2], quaternion: [0, Math.sin(0.25), 0, Math.cos(0.25)] },
  { position: [-0.35, 1.45, 0.3], quaternion: [Math.sin(-0.1), 0, 0, Math.cos(-0.1)] },
  {
    position: [0.2, 1.62, 0.05],
    quaternion: new Quaternion().setFromAxisAngle(new Vector3(1, 2, -0.5).normalize(), 0.8).toArray(),
  },
];

/**
 * The pose the log should hold for a head pose: the session's reference space starts at the head where the session
 * began (`start`), and its origin is put at the orbit camera's eye turned about +y to face the target.
 */
function expectedInContent(head, start, eye, target) {
  const yaw = Math.atan2(-(target[0] - eye[0]), -(target[2] - eye[2]));
  const turn = new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), yaw);
  const startInverse = new Quaternion(...start.quaternion).invert();
  const local = new Vector3(...head.position)
    .sub(new Vector3(...start.position))
    .applyQuaternion(startInverse);
  const localQ = startInverse.clone().multiply(new Quaternion(...head.quaternion));
  return {
    position: local
      .applyQuaternion(turn)
      .add(new Vector3(...eye))
      .toArray(),
    quaternion: turn.multiply(localQ).toArray(),
  };
}

/** Within the codec's fixed point: the emulator computes poses in float32 (gl-matrix), about 1e-7 off already. */
function closeAfterQuantisation(actual, expected) {
  return actual.every((v, i) => Math.abs(v - quantisePoseValue(expected[i])) <= 1.5e-6);
}

describe('immersive VR in the 6DoF player (emulated headset)', () => {
  /** The rated trial, its log and the index of a head sample in it, for the replay. */
  let replayed;

  test('enter VR, the head moves, leave VR, rate: the log holds the head poses and the VR events', async () => {
    await withPage(webglBrowser, 'volumetric-xr', async ({ page, context }) => {
      await context.addInitScript({ path: IWER_BUNDLE });
      await context.addInitScript(() => {
        const device = new globalThis.IWER.XRDevice(globalThis.IWER.metaQuest3);
        // Chromium has a navigator.xr of its own (without a headset): the emulator replaces it.
        device.installRuntime({ forceInstall: true });
        globalThis.__xrDevice = device;
        // The head as the emulator holds it (float32, so a pose set is read back as stored).
        globalThis.__xrHead = () => {
          const { x, y, z } = device.position;
          const q = device.quaternion;
          return { position: [x, y, z], quaternion: [q.x, q.y, q.z, q.w], fovy: device.fovy };
        };
      });
      const p = await participantReadyToRate(env.stack, 'VR Viewer');
      const ratingBodies = recordRatingBodies(page);
      await openRatingScreen(page, context, env.stack, p);
      const card = page.getByTestId('video-card').first();
      await card.getByTestId('volumetric-canvas').waitFor({ timeout: 30000 });
      await page.waitForFunction(
        () => Number(document.querySelector('[data-testid="volumetric-canvas"]')?.dataset.frame) >= 1,
        null,
        { timeout: 30000 },
      );
      const enter = card.getByRole('button', { name: 'Enter VR' });
      await enter.waitFor({ timeout: 10000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      const start = await page.evaluate(() => globalThis.__xrHead());

      // By keyboard: the button takes focus and Enter presses it (a user gesture, as the session needs).
      await enter.focus();
      await page.keyboard.press('Enter');
      await card
        .getByTestId('volumetric-announcer')
        .getByText('Viewing in the headset')
        .waitFor({ timeout: 10000 });
      const heads = [];
      for (const pose of HEAD_POSES) {
        heads.push(
          await page.evaluate(async ({ position, quaternion }) => {
            globalThis.__xrDevice.position.set(...position);
            globalThis.__xrDevice.quaternion.set(...quaternion);
            // A few animation frames (the emulator's session frames run on them), so some are drawn at this pose.
            for (let i = 0; i < 4; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
            return globalThis.__xrHead();
          }, pose),
        );
      }
      // The emulator's canvas covers the page while in VR (as a headset would); the page's button is still reachable
      // by keyboard.
      const exit = card.getByRole('button', { name: 'Exit VR' });
      await exit.focus();
      await page.keyboard.press('Enter');
      await card
        .getByTestId('volumetric-announcer')
        .getByText('Back to the screen view')
        .waitFor({ timeout: 10000 });
      // Again, this time left from the headset (its own menu): the page follows and logs it as the headset's.
      await card.getByRole('button', { name: 'Enter VR' }).click();
      await card
        .getByTestId('volumetric-announcer')
        .getByText('Viewing in the headset')
        .waitFor({ timeout: 10000 });
      await page.evaluate(() => globalThis.__xrDevice.activeSession.end());
      await card
        .getByTestId('volumetric-announcer')
        .getByText('Back to the screen view')
        .waitFor({ timeout: 10000 });
      await card.getByRole('button', { name: 'Enter VR' }).waitFor();

      await card.getByLabel('Visual Clarity').focus();
      await page.keyboard.press('ArrowRight');
      await card.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
      await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });

      expect(ratingBodies).toHaveLength(1);
      const log = decodePoseLog(base64ToBytes(ratingBodies[0].pose_log));
      const vr = log.events.filter((e) => e.type === 'vr-on' || e.type === 'vr-off');
      expect(vr.map((e) => [e.type, e.input])).toEqual([
        ['vr-on', 'button'],
        ['vr-off', 'button'],
        ['vr-on', 'button'],
        ['vr-off', 'headset'],
      ]);
      const [on, off, again] = vr.map((e) => e.t);
      const before = log.samples.filter((s) => s.t < on);
      const during = log.samples.filter((s) => s.t > on && s.t < off);
      const after = log.samples.filter((s) => s.t > off && s.t < again);
      expect(before.length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      // The view started at the orbit camera: the last orbit sample before the session.
      const orbit = before.at(-1);
      const expected = [start, ...heads].map((head) =>
        expectedInContent(head, start, orbit.position, orbit.target),
      );
      const matches = (s, e) =>
        closeAfterQuantisation(s.position, e.position) && closeAfterQuantisation(s.quaternion, e.quaternion);
      const unmatched = during.filter((s) => !expected.some((e) => matches(s, e)));
      expect(unmatched).toEqual([]);
      // Every pose the head was put at was drawn and logged (the start may pass before the first drawn frame).
      for (const e of expected.slice(1)) expect(during.some((s) => matches(s, e))).toBe(true);
      for (const s of during) {
        expect(s.target).toEqual(orbit.target);
        expect(Math.abs(s.fov - (start.fovy * 180) / Math.PI)).toBeLessThan(1e-4);
      }
      // Back in the orbit view: the orbit camera as it was.
      expect(after[0].position).toEqual(orbit.position);
      expect(after[0].fov).toBe(orbit.fov);
      replayed = {
        trialId: ratingBodies[0].trialId,
        log: ratingBodies[0].pose_log,
        index: log.samples.indexOf(during.at(-1)),
      };
    });
  }, 60000);

  test('the admin replays a head sample with the logged camera', async () => {
    expect(replayed).toBeDefined();
    const admin = await loginAdmin(env.stack);
    const stored = await expectOk(
      callApi(env.stack, 'GET', `/admin/viewing-paths/trials/${replayed.trialId}`, { token: admin.token }),
      'viewing path',
    );
    expect(stored.pose_log).toBe(replayed.log);
    const sample = decodePoseLog(base64ToBytes(stored.pose_log)).samples[replayed.index];
    await withPage(webglBrowser, 'volumetric-xr-replay', async ({ page, context }) => {
      await seedSessionStorage(context, {
        admin_id: admin.admin_id ?? admin.id ?? 1,
        admin_name: admin.name ?? 'Admin',
        admin_token: admin.token,
      });
      await page.goto(`${env.stack.urls.shell}/admin/viewing-paths/${replayed.trialId}`);
      await page.getByTestId('replay-canvas').waitFor({ timeout: 30000 });
      await page.getByTestId('replay-scrub').fill(String(replayed.index));
      const handle = await page.waitForFunction(
        (i) => {
          const c = document.querySelector('[data-testid="replay-canvas"]');
          return c?.dataset.cameraSample === String(i) && c.dataset.camera;
        },
        replayed.index,
        { timeout: 30000 },
      );
      const matrix = JSON.parse(await handle.jsonValue());
      const want = new Matrix4()
        .compose(new Vector3(...sample.position), new Quaternion(...sample.quaternion), new Vector3(1, 1, 1))
        .toArray();
      matrix.forEach((v, i) => expect(Math.abs(v - want[i])).toBeLessThanOrEqual(1e-6));
    });
  }, 60000);
});
