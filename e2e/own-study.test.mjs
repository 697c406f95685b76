// A lab's own study (docs/experimenter/study-media.md): SEED_DEMO=false and a MEDIA_DIR holding only the lab's clips
// (made here with ffmpeg: H.264 MP4 and VP9 WebM). The environment check plays the study's own stimuli, one per file
// type, and passes in headless Chromium; before, its test clip was a demo file that does not exist in such a folder,
// and every participant failed.
/* global document */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { callApi, createParticipant, expectOk, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { insertCatalogue, ownMediaFolder } from './support/own-media.mjs';
import { QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const media = ownMediaFolder();
const env = useStack({ apiEnv: { SEED_DEMO: 'false', MEDIA_DIR: media.dir } });

async function settings(body) {
  const admin = await loginAdmin(env.stack);
  return expectOk(
    callApi(env.stack, 'PATCH', '/admin/study-settings', { body, token: admin.token }),
    'study settings',
  );
}

/** A participant with a questionnaire, logged in in the page's context, on the rate page. */
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

beforeAll(async () => {
  const rows = [];
  for (const content of ['alpha', 'beta']) {
    rows.push({ content, condition: 'h264', label: `${content}-h264`, url: media.clip(`${content}.mp4`) });
    rows.push({
      content,
      condition: 'vp9',
      label: `${content}-vp9`,
      url: media.clip(`${content}.webm`, 'vp9'),
    });
  }
  insertCatalogue(env.stack.sqlitePath, rows);
  await settings({ environment_check: true });
}, 60000);

afterAll(() => media.remove());

describe("a lab's own study", () => {
  test("the environment check plays the study's own clips, one per file type, and passes", async () => {
    const clips = await expectOk(callApi(env.stack, 'GET', '/videos/test-clips'), 'test clips');
    expect(clips.clips.map((c) => c.mime_type)).toEqual(['video/mp4', 'video/webm']);

    await withPage(env.browser, 'own-study-environment-check', async ({ page, context }) => {
      const p = await participantAtRateVideos(page, context, 'Own Study');
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Check your screen and browser' }).waitFor({ timeout: 20000 });
      await page.getByTestId('test-clip').nth(1).waitFor({ timeout: 20000 });
      const sources = await page
        .getByTestId('test-clip')
        .evaluateAll((videos) => videos.map((v) => v.getAttribute('src')));
      expect(sources).toEqual(clips.clips.map((c) => c.url));
      await main.getByRole('button', { name: 'Start the check' }).click();
      await main.getByText('Your screen and browser are ready.').waitFor({ timeout: 40000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.dataset.testid)).toBe(
        'environment-check-outcome',
      );
      await main.getByRole('button', { name: 'Continue to the videos' }).click();
      await page.getByTestId('video-card').first().waitFor({ timeout: 20000 });

      const status = await expectOk(
        callApi(env.stack, 'GET', `/participants/${p.user_id}/environment-check`, { token: p.token }),
        'check status',
      );
      expect(status.result).toMatchObject({
        passed: true,
        test_clip_played: true,
        test_clips: clips.clips.map((c) => c.url).join(', '),
      });
      expect(status.result.mime_types.split(', ').sort()).toEqual(['video/mp4', 'video/webm']);
    });
  });
});
