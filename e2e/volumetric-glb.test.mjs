// GLB frames in real headless Chromium: the volumetric demo's frames are served as a lab's GLB frames would come
// (the browser's requests for .drc frames are answered with the same frame as KHR_draco_mesh_compression GLB, then
// as EXT_meshopt_compression GLB), and the built participant app's worker pool decodes and shows them: frames are
// shown and none fails to decode. A GLB that needs an extension VVQ does not play is counted as failed, not shown.
/* global document */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { callApi, expectOk, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { launchBrowser, seedSessionStorage, withPage } from './support/browser.mjs';
import { dracoFrameAsDracoGlb, dracoFrameAsMeshoptGlb, glbOf } from './support/glb-frames.mjs';
import { changeSettings, openRatingScreen, participantReadyToRate } from './support/method-study.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack({ apiEnv: { SEED_DEMO: 'false', SEED_DEMO_VOLUMETRIC: 'true' } });
let webglBrowser;
beforeAll(async () => {
  webglBrowser = await launchBrowser(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
}, 60000);
afterAll(async () => {
  await webglBrowser?.close();
});

describe('GLB frames', () => {
  const unplayable = async () =>
    Buffer.from(JSON.stringify({ extensionsRequired: ['KHR_gaussian_splatting'], meshes: [] }));
  test.each([
    ['KHR_draco_mesh_compression', dracoFrameAsDracoGlb, true],
    ['EXT_meshopt_compression', dracoFrameAsMeshoptGlb, true],
    ['unplayable (an unknown required extension)', async () => glbOf(await unplayable()), false],
  ])(
    'a sequence of %s GLB frames plays to its end in the participant player',
    async (name, rewrap, decodes) => {
      await withPage(webglBrowser, `volumetric-glb-${name}`, async ({ page, context }) => {
        const p = await participantReadyToRate(env.stack, 'GLB Viewer');
        await seedSessionStorage(context, { user_id: p.user_id, user_name: p.name, user_token: p.token });
        let served = 0;
        await page.route(
          (url) => url.pathname.endsWith('.drc'),
          async (route) => {
            try {
              const response = await route.fetch();
              const body = await rewrap(await response.body());
              served++;
              // The rewrapped body goes out as it is (not with the original's compression headers).
              await route.fulfill({
                status: response.status(),
                contentType: 'application/octet-stream',
                body,
              });
            } catch (error) {
              // The other cards' players still fetch frames when the test is done and the page closes; a request
              // cut off then is not a failure of the player. Anything else is.
              if (!page.isClosed() && !/disposed|closed/i.test(String(error))) throw error;
            }
          },
        );
        await page.goto(`${env.stack.urls.shell}/dashboard`);
        const rate = page.locator('main').getByRole('button', { name: 'Rate Videos' });
        await rate.waitFor({ timeout: 20000 });
        await rate.click();
        const canvas = page.getByTestId('video-card').first().getByTestId('volumetric-canvas');
        await canvas.waitFor({ timeout: 30000 });
        await page.waitForFunction(
          () => document.querySelector('[data-testid="volumetric-canvas"]')?.dataset.ended === 'true',
          null,
          { timeout: 120000 },
        );
        const figures = await canvas.evaluate((c) => ({
          shown: Number(c.dataset.shown),
          failed: Number(c.dataset.failed),
        }));
        expect(served).toBeGreaterThan(2);
        // Every frame decoded: none failed (four players share a software renderer on a busy machine, so late
        // frames may still be passed over; that is the clock's business, not the decoder's).
        if (decodes) {
          expect(figures.failed).toBe(0);
          expect(figures.shown).toBeGreaterThan(0);
        } else {
          expect(figures.failed).toBeGreaterThan(2);
          expect(figures.shown).toBe(0);
        }
        expect(await page.getByTestId('volumetric-error').count()).toBe(0);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    },
    240000,
  );
});

// Runs last in this file: it switches the volumetric-only study to pair comparison.
describe('a pair comparison of volumetric stimuli', () => {
  test('shows both stimuli in 6DoF players that play, and takes the judgement', async () => {
    const admin = await loginAdmin(env.stack);
    await changeSettings(env.stack, admin, { method: 'pc', videos_per_session: 1 });
    const participant = await participantReadyToRate(env.stack, 'Pair Viewer');
    await withPage(webglBrowser, 'volumetric-pair', async ({ page, context }) => {
      await openRatingScreen(page, context, env.stack, participant, {
        button: 'Compare Videos',
        path: 'compare-videos',
      });
      const card = page.getByTestId('pair-card');
      const canvases = card.getByTestId('volumetric-canvas');
      await canvases.nth(1).waitFor({ timeout: 30000 });
      expect(await canvases.count()).toBe(2);
      expect(await card.locator('video').count()).toBe(0);
      // Both players show frames of their own stimulus.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('[data-testid="volumetric-canvas"]')].every(
            (c) => Number(c.dataset.shown) > 0,
          ),
        null,
        { timeout: 60000 },
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      for (const question of [
        'Visual Clarity',
        'Depth Perception',
        'Ease of Interaction',
        'Overall Experience',
      ])
        await card
          .getByRole('group', { name: `${question}: which video is better?` })
          .getByRole('radio', { name: 'Video A' })
          .check();
      await card.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByText('Thank you! You have compared the pair. Your answers have been recorded.')
        .waitFor({ timeout: 10000 });
    });
    const scale = await expectOk(
      callApi(env.stack, 'GET', '/admin/analysis/pc', { token: admin.token }),
      'pc scale',
    );
    expect(scale.dimensions.overall.judgements).toBe(1);
  }, 180000);
});
