// A lab's own study (docs/experimenter/study-media.md): SEED_DEMO=false and a MEDIA_DIR holding only the lab's clips
// (made here with ffmpeg: H.264 MP4 and VP9 WebM). The environment check plays the study's own stimuli, one per file
// type, and passes in headless Chromium; before, its test clip was a demo file that does not exist in such a folder,
// and every participant failed. Then two broken files join the catalogue (an HEVC MP4, which Chromium cannot decode,
// and a truncated MP4) under require_full_playback: each card says in plain words that it cannot be played, the
// participant reports it, the trial is skipped, the session completes, and the admin list shows the failures.
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
      // The API's clips replace the assigned videos the page shows while it asks for them.
      await page.waitForFunction(
        (urls) =>
          JSON.stringify(
            [...document.querySelectorAll('[data-testid="test-clip"]')].map((v) => v.getAttribute('src')),
          ) === JSON.stringify(urls),
        clips.clips.map((c) => c.url),
        { timeout: 20000 },
      );
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

  test('a file the browser cannot play is said in plain words, reported, skipped; the session completes', async () => {
    await settings({ environment_check: false, require_full_playback: true });
    const hevc = media.clip('gamma-hevc.mp4', 'hevc');
    const cut = media.clip('gamma-cut.mp4', 'h264', 6);
    media.truncate('gamma-cut.mp4', 0.4);
    // Least loaded first: the first participant holds the four good clips, so the broken ones go out next.
    insertCatalogue(env.stack.sqlitePath, [
      { content: 'gamma', condition: 'hevc', label: 'gamma-hevc', url: hevc },
      { content: 'gamma', condition: 'cut', label: 'gamma-cut', url: cut },
    ]);

    await withPage(env.browser, 'own-study-broken-files', async ({ page, context }) => {
      const p = await participantAtRateVideos(page, context, 'Broken Files');
      const cards = page.getByTestId('video-card');
      await cards.first().waitFor({ timeout: 20000 });
      const sources = await page
        .getByTestId('rating-video')
        .evaluateAll((videos) => videos.map((v) => v.getAttribute('src')));
      expect(sources).toEqual(expect.arrayContaining([hevc, cut]));
      for (const url of [hevc, cut]) {
        const card = cards.nth(sources.indexOf(url));
        // Played from the page, muted (autoplay rules); a file that cannot play says so within the player's bounds.
        await card.getByTestId('rating-video').evaluate((video) => {
          video.muted = true;
          return video.play().catch(() => undefined);
        });
        await card.getByTestId('playback-failed').waitFor({ timeout: 45000 });
        expect(await card.getByTestId('watch-to-end').count()).toBe(0);
        expect(await card.getByTestId('playback-failed').innerText()).toContain(
          'This video cannot be played in your browser.',
        );
        await card.getByRole('button', { name: 'Report the problem and skip this video' }).click();
        await card.getByTestId('playback-skipped').waitFor({ timeout: 10000 });
      }
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The two good clips: played to their end (require_full_playback), then rated.
      for (const [index, url] of sources.entries()) {
        if (url === hevc || url === cut) continue;
        const card = cards.nth(index);
        await card.getByTestId('rating-video').evaluate(
          (video) =>
            new Promise((resolve) => {
              video.muted = true;
              video.addEventListener('ended', resolve, { once: true });
              void video.play();
            }),
        );
        await card.getByRole('button', { name: 'Submit' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
        await page.waitForFunction(
          (i) => document.querySelectorAll('[data-testid="video-card"]')[i]?.dataset.done === 'true',
          index,
        );
      }
      await page.getByTestId('thank-you-banner').waitFor({ timeout: 10000 });

      const session = await expectOk(
        callApi(env.stack, 'POST', '/v2/session/start', { token: p.token, body: { userId: p.user_id } }),
        'session',
      );
      const failed = session.videos.filter((v) => v.playback_failed);
      expect(failed.map((v) => v.url).sort()).toEqual([cut, hevc].sort());
      expect(session.videos.every((v) => v.submitted)).toBe(true);
    });

    const admin = await loginAdmin(env.stack);
    const summary = await expectOk(
      callApi(env.stack, 'GET', '/admin/playback-failures', { token: admin.token }),
      'playback failures',
    );
    expect(summary.map((r) => r.url).sort()).toEqual([cut, hevc].sort());
    expect(summary.every((r) => r.failures === 1)).toBe(true);
    // Printed for the report: what Chromium said for each broken file.
    console.log(JSON.stringify(summary.map((r) => ({ url: r.url, codes: r.error_codes }))));
    await settings({ require_full_playback: false });
  });
});
