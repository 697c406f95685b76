// The 6DoF player in real headless Chromium (WebGL 2 through SwiftShader), on a volumetric-only demo catalogue
// (SEED_DEMO=false, SEED_DEMO_VOLUMETRIC=true): a participant's card plays a volumetric stimulus, the participant
// drags the view and turns it with the keyboard (announced), plays it to the end and rates it; the rating carries the
// pose log. The admin replays that trial: the replay's camera matrices equal the ones the log describes to 1e-6, at
// the first sample and after scrubbing to the last. The study's pose CSV parses with its dictionary's columns.
/* global document */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Matrix4, Quaternion, Vector3 } from 'three';
import { base64ToBytes, decodePoseLog, POSE_CSV_COLUMNS } from '@vvq/volumetric/pose-log';
import { callApi, expectOk, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, seedSessionStorage, withPage } from './support/browser.mjs';
import { openRatingScreen, participantReadyToRate, recordRatingBodies } from './support/method-study.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack({ apiEnv: { SEED_DEMO: 'false', SEED_DEMO_VOLUMETRIC: 'true' } });
// Chromium only offers WebGL on SwiftShader when told it may (no GPU in CI).
let webglBrowser;
beforeAll(async () => {
  webglBrowser = await launchBrowser(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
}, 60000);
afterAll(async () => {
  await webglBrowser?.close();
});

/** The world matrix three.js builds from a logged camera (position, quaternion, unit scale), column-major. */
function loggedMatrix(sample) {
  return new Matrix4()
    .compose(new Vector3(...sample.position), new Quaternion(...sample.quaternion), new Vector3(1, 1, 1))
    .toArray();
}

function expectMatrixClose(actual, expected) {
  expect(actual).toHaveLength(16);
  actual.forEach((v, i) => expect(Math.abs(v - expected[i])).toBeLessThanOrEqual(1e-6));
}

function csvRows(text) {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

describe('the 6DoF player', () => {
  let trialId;
  let sentLog;

  test('plays a volumetric stimulus, takes mouse and keyboard, and sends the pose log with the rating', async () => {
    await withPage(webglBrowser, 'volumetric-participant', async ({ page, context }) => {
      const p = await participantReadyToRate(env.stack, 'Vol Viewer');
      const ratingBodies = recordRatingBodies(page);
      await openRatingScreen(page, context, env.stack, p);
      const card = page.getByTestId('video-card').first();
      const canvas = card.getByTestId('volumetric-canvas');
      await canvas.waitFor({ timeout: 30000 });
      expect(await page.locator('video').count()).toBe(0);
      // Frames are shown (the clock moves on).
      await page.waitForFunction(
        () => Number(document.querySelector('[data-testid="volumetric-canvas"]')?.dataset.frame) >= 1,
        null,
        { timeout: 60000 },
      );
      // Drag the view with the mouse.
      await canvas.scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++)
        await page.mouse.move(box.x + box.width / 2 + i * 15, box.y + box.height / 2);
      await page.mouse.up();
      // And with the keyboard: the canvas takes focus, the turn is announced.
      await canvas.focus();
      await page.keyboard.press('ArrowLeft');
      await card.getByTestId('volumetric-announcer').getByText('View turned left').waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="volumetric-canvas"]')?.dataset.ended === 'true',
        null,
        { timeout: 90000 },
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Reset view is a button, reachable by keyboard.
      await card.getByRole('button', { name: 'Reset view' }).focus();
      await page.keyboard.press('Enter');
      await card.getByTestId('volumetric-announcer').getByText('View reset').waitFor();

      await card.getByLabel('Visual Clarity').focus();
      await page.keyboard.press('ArrowRight');
      await card.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
      await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });

      expect(ratingBodies).toHaveLength(1);
      const body = ratingBodies[0];
      expect(body.played_to_end).toBe(true);
      expect(typeof body.pose_log).toBe('string');
      expect(Number.isInteger(body.dropped_frames)).toBe(true);
      trialId = body.trialId;
      sentLog = body.pose_log;
      const log = decodePoseLog(base64ToBytes(sentLog));
      expect(log.trialId).toBe(trialId);
      expect(log.samples.length).toBeGreaterThan(2);
      expect(log.events).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'orbit', input: 'mouse' }),
          expect.objectContaining({ type: 'orbit', input: 'keyboard' }),
          expect.objectContaining({ type: 'reset', input: 'button' }),
        ]),
      );
    });
  }, 240000);

  test('the admin replays the trial with the logged camera, and the pose export parses', async () => {
    expect(trialId).toBeDefined();
    const admin = await loginAdmin(env.stack);
    const stored = await expectOk(
      callApi(env.stack, 'GET', `/admin/viewing-paths/trials/${trialId}`, { token: admin.token }),
      'viewing path',
    );
    expect(stored.pose_log).toBe(sentLog);
    expect(stored.figures.touched).toBe(true);
    const log = decodePoseLog(base64ToBytes(stored.pose_log));

    await withPage(webglBrowser, 'volumetric-replay', async ({ page, context }) => {
      await seedSessionStorage(context, {
        admin_id: admin.admin_id ?? admin.id ?? 1,
        admin_name: admin.name ?? 'Admin',
        admin_token: admin.token,
      });
      await page.goto(`${env.stack.urls.shell}/admin/viewing-paths/${trialId}`);
      const replay = page.getByTestId('replay-canvas');
      await replay.waitFor({ timeout: 30000 });
      const cameraAt = async (index) => {
        await page.waitForFunction(
          (i) => {
            const c = document.querySelector('[data-testid="replay-canvas"]');
            return c?.dataset.cameraSample === String(i) && c.dataset.camera;
          },
          index,
          { timeout: 30000 },
        );
        return JSON.parse(await replay.getAttribute('data-camera'));
      };
      expectMatrixClose(await cameraAt(0), loggedMatrix(log.samples[0]));
      // Scrub to the end with the keyboard.
      await page.getByTestId('replay-scrub').focus();
      await page.keyboard.press('End');
      const last = log.samples.length - 1;
      expectMatrixClose(await cameraAt(last), loggedMatrix(log.samples[last]));
      // The study's MOS by exploration lists the rated stimulus (one trial: it sits in the low half).
      const split = page.getByRole('table', { name: 'MOS by exploration per stimulus' });
      await split.waitFor({ timeout: 30000 });
      const trialRow = split
        .getByRole('row')
        .filter({ hasText: String(stored.video_id) })
        .first();
      await trialRow.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    const csv = await fetch(`${env.stack.urls.api}/admin/viewing-paths/export.csv`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(csv.status).toBe(200);
    const rows = csvRows(await csv.text());
    expect(rows[0]).toEqual([...POSE_CSV_COLUMNS]);
    const mine = rows.slice(1).filter((r) => r[1] === String(trialId));
    expect(mine).toHaveLength(log.samples.length + log.events.length + log.visibility.length);
    mine.forEach((r) => expect(r).toHaveLength(POSE_CSV_COLUMNS.length));
  }, 180000);
});
