// The study setting volumetric_loop in real headless Chromium (WebGL 2 through SwiftShader), on the volumetric demo
// catalogue with require_full_playback: the 6DoF player plays the sequence, wraps to its first frame and goes on
// (it never stops on the last frame), the rating form unlocks after the first complete pass, and the rating says
// played_to_end with its pose log.
/* global document */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { launchBrowser, withPage } from './support/browser.mjs';
import { openRatingScreen, participantReadyToRate, recordRatingBodies } from './support/method-study.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack({
  apiEnv: {
    SEED_DEMO: 'false',
    SEED_DEMO_VOLUMETRIC: 'true',
    STUDY_VOLUMETRIC_LOOP: 'true',
    STUDY_REQUIRE_FULL_PLAYBACK: 'true',
  },
});
let webglBrowser;
beforeAll(async () => {
  webglBrowser = await launchBrowser(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
}, 60000);
afterAll(async () => {
  await webglBrowser?.close();
});

describe('a looping volumetric stimulus', () => {
  test('wraps and goes on; the first complete pass unlocks the rating as played to end', async () => {
    await withPage(webglBrowser, 'volumetric-loop', async ({ page, context }) => {
      const p = await participantReadyToRate(env.stack, 'Loop Viewer');
      const ratingBodies = recordRatingBodies(page);
      await openRatingScreen(page, context, env.stack, p);
      const card = page.getByTestId('video-card').first();
      const canvas = card.getByTestId('volumetric-canvas');
      await canvas.waitFor({ timeout: 30000 });
      const submit = card.getByRole('button', { name: 'Submit', exact: true });
      expect(await submit.isDisabled()).toBe(true);
      // Note the highest frame seen, then wait for a wrap back to the start: the loop.
      await page.waitForFunction(
        () => {
          const c = document.querySelector('[data-testid="volumetric-canvas"]');
          const frame = Number(c?.dataset.frame ?? -1);
          const w = /** @type {{ maxFrame?: number, wrapped?: boolean }} */ (globalThis);
          if (frame > (w.maxFrame ?? -1)) w.maxFrame = frame;
          if ((w.maxFrame ?? 0) >= 30 && frame < 10) w.wrapped = true;
          return w.wrapped === true;
        },
        null,
        { timeout: 120000, polling: 50 },
      );
      expect(await canvas.getAttribute('data-ended')).toBe('false');
      await page.waitForFunction((el) => !el.disabled, await submit.elementHandle(), { timeout: 30000 });
      await submit.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
      await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });
      expect(ratingBodies).toHaveLength(1);
      expect(ratingBodies[0].played_to_end).toBe(true);
      expect(typeof ratingBodies[0].pose_log).toBe('string');
    });
  }, 240000);
});
