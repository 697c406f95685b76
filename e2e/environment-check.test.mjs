// The environment check (docs/developer/decisions/playback.md) in real headless Chromium: with the study
// setting environment_check on, the rate page first checks the window, screen, codec and a short test clip
// from the demo catalogue, and the API decides. A permissive study passes and shows the videos; a minimum
// viewport width of 5000 pixels fails with a plain reason, and the API refuses the participant's ratings.
/* global document */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { callApi, createParticipant, expectOk, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

async function settings(body) {
  const admin = await loginAdmin(env.stack);
  return expectOk(
    callApi(env.stack, 'PATCH', '/admin/study-settings', { body, token: admin.token }),
    'study settings',
  );
}

/** A participant with a questionnaire, logged in in the page's context, on the dashboard's Rate Videos. */
async function participantAtRateVideos(page, context, name) {
  const p = await createParticipant(env.stack, { name });
  await expectOk(
    callApi(env.stack, 'POST', '/questionnaire', {
      body: { ...QUESTIONNAIRE, user_id: p.user_id },
      token: p.token,
    }),
    'questionnaire',
  );
  await seedSessionStorage(context, { user_id: p.user_id, user_name: p.name, user_token: p.token });
  await page.goto(`${env.stack.urls.shell}/dashboard`);
  const rate = page.locator('main').getByRole('button', { name: 'Rate Videos' });
  await rate.waitFor({ timeout: 20000 });
  await rate.click();
  await page.waitForURL(`${env.stack.urls.shell}/rate-videos`, { timeout: 20000 });
  return p;
}

describe('environment check before the first video', () => {
  beforeAll(async () => {
    await settings({ environment_check: true, min_viewport_width: 0, min_viewport_height: 0 });
  });
  afterAll(async () => {
    await settings({ environment_check: false, min_viewport_width: 0 });
  });

  test('passes in headless Chromium for a permissive study, then shows the videos', async () => {
    await withPage(env.browser, 'environment-check-pass', async ({ page, context }) => {
      const p = await participantAtRateVideos(page, context, 'Check Passer');
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Check your screen and browser' }).waitFor({ timeout: 20000 });
      expect(await page.getByTestId('video-card').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await main.getByRole('button', { name: 'Start the check' }).click();
      await main.getByText('Your screen and browser are ready.').waitFor({ timeout: 30000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await main.getByRole('button', { name: 'Continue to the videos' }).click();
      await page.getByTestId('video-card').first().waitFor({ timeout: 20000 });
      expect(await page.getByTestId('video-card').count()).toBe(4);

      // The server stored what the browser measured, and its own decision.
      const status = await expectOk(
        callApi(env.stack, 'GET', `/participants/${p.user_id}/environment-check`, { token: p.token }),
        'check status',
      );
      const viewport = page.viewportSize();
      expect(status).toMatchObject({ required: true, passed: true });
      expect(status.result).toMatchObject({
        passed: true,
        reasons: [],
        viewport_width: viewport.width,
        viewport_height: viewport.height,
        mime_types: 'video/mp4',
        codec_supported: true,
        test_clip_played: true,
        fullscreen_entered: null,
      });
      expect(status.result.browser).toMatch(/^(Chromium|HeadlessChrome|Google Chrome|Chrome) \d+$/);
      expect(status.result.screen_width).toBeGreaterThan(0);
    });
  });

  test('fails with a plain reason when the window is narrower than min_viewport_width 5000', async () => {
    await settings({ min_viewport_width: 5000 });
    await withPage(env.browser, 'environment-check-fail', async ({ page, context }) => {
      const p = await participantAtRateVideos(page, context, 'Check Failer');
      const main = page.locator('main');
      await main.getByRole('button', { name: 'Start the check' }).click();
      const reasons = page.getByTestId('environment-check-reasons');
      await reasons.waitFor({ timeout: 30000 });
      const width = page.viewportSize().width;
      expect(await reasons.innerText()).toContain(
        `Your browser window is ${width} pixels wide, and this study needs at least 5000.`,
      );
      expect(await page.evaluate(() => document.activeElement?.dataset.testid)).toBe(
        'environment-check-outcome',
      );
      expect(await page.getByTestId('video-card').count()).toBe(0);

      // The API holds the same decision and refuses the participant's ratings.
      const session = await expectOk(
        callApi(env.stack, 'POST', '/v2/session/start', { body: { userId: p.user_id }, token: p.token }),
        'session start',
      );
      const rating = await callApi(env.stack, 'POST', '/v2/ratings', {
        body: { trialId: session.videos[0].trial_id, clarity: 3, interaction: 3, depth: 3, overall: 3 },
        token: p.token,
      });
      expect(rating.status).toBe(403);
      expect(rating.body.message).toMatch(/complete the environment check before rating/);
    });
  });
});

describe('playback integrity with require_full_playback', () => {
  beforeAll(async () => {
    await settings({ environment_check: false, require_full_playback: true });
  });
  afterAll(async () => {
    await settings({ require_full_playback: false });
  });

  test('the form unlocks after one full playback; the rating reports its stalls, hidden time and end to submit', async () => {
    await withPage(env.browser, 'playback-integrity', async ({ page, context }) => {
      await participantAtRateVideos(page, context, 'Full Watcher');
      const card = page.getByTestId('video-card').first();
      await card.waitFor({ timeout: 20000 });
      await card.getByText(/Please watch the video to its end first/).waitFor();
      expect(await card.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
      expect(await card.getByLabel('Visual Clarity').isDisabled()).toBe(true);

      const ratingBody = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/v2/ratings'),
      );
      await card.locator('video').evaluate(async (video) => {
        video.muted = true;
        const ended = new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
        await video.play();
        await ended;
      });
      await card.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
      await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });
      const body = (await ratingBody).postDataJSON();
      expect(body.played_to_end).toBe(true);
      // The figures are reported (their values depend on the machine: a busy one may stall a local clip too).
      for (const figure of ['stall_count', 'stall_seconds', 'hidden_seconds', 'end_to_submit_ms'])
        expect(body[figure]).toBeGreaterThanOrEqual(0);
    });
  });
});
