// Quality control (docs/developer/decisions/quality.md) in a real browser: a participant stopped by live
// rater gating sees only the neutral text, and an admin marks a catalogue video as gold, finds the flagged
// participant with rule and evidence, and reverses the flag.
/* global document */
import { describe, expect, test } from '@jest/globals';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { callApi, createParticipant, expectOk as ok, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();
const NEUTRAL = 'Thank you — no further videos are available for you in this study.';
const TRAP_INSTRUCTION = "For this clip, please rate Overall Experience 'Poor' (2).";

describe('quality control and live gating', () => {
  test('a gated participant sees the neutral text; the admin marks a gold video and reverses the flag', async () => {
    const adminToken = (await loginAdmin(env.stack)).token;
    // One rating submitted before its video ended stops the participant (the cards are rated without playing).
    await ok(
      callApi(env.stack, 'PATCH', '/admin/study-settings', {
        token: adminToken,
        body: { gate_rated_before_end: 1 },
      }),
      'settings',
    );
    const participant = await createParticipant(env.stack, { name: 'gus gated' });
    await ok(
      callApi(env.stack, 'POST', '/questionnaire', {
        token: participant.token,
        body: { ...QUESTIONNAIRE, user_id: participant.user_id },
      }),
      'questionnaire',
    );

    await withPage(env.browser, 'quality-participant', async ({ context, page }) => {
      await seedSessionStorage(context, {
        user_id: participant.user_id,
        user_name: participant.name,
        user_token: participant.token,
      });
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/dashboard`);
      const rate = main.getByRole('button', { name: 'Rate Videos' });
      await rate.waitFor({ timeout: 20000 });
      await rate.click();
      await page.waitForURL('**/rate-videos', { timeout: 20000 });
      const card = page.getByTestId('video-card').first();
      await card.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
      const closed = main.getByTestId('study-closed');
      await closed.waitFor({ timeout: 20000 });
      expect(await closed.textContent()).toBe(NEUTRAL);
      // The focus lands on the text; no card is left to rate and nothing names the rule.
      expect(await closed.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByTestId('video-card').count()).toBe(0);
      expect(await main.textContent()).not.toMatch(/flag|rule|gold|trap|before the end/i);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${env.stack.urls.shell}/dashboard`);
      await main.getByTestId('study-closed').getByText(NEUTRAL).waitFor({ timeout: 20000 });
      expect(await main.getByRole('button', { name: 'Rate Videos' }).count()).toBe(0);
    });

    const videos = await ok(callApi(env.stack, 'GET', '/admin/videos', { token: adminToken }), 'videos');
    const goldVideo = videos[videos.length - 1];

    await withPage(env.browser, 'quality-admin', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/admin/login`);
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
      await main.getByRole('link', { name: /^Quality control/ }).click();
      await page.waitForURL('**/admin/quality');
      await main.getByRole('heading', { name: 'Quality control' }).waitFor();

      // Mark the last catalogue video as gold: overall 5 ± 1.
      await main.getByLabel('Video', { exact: true }).selectOption(String(goldVideo.video_id));
      await main.getByLabel('Use as').selectOption('gold');
      await main.getByLabel('overall tolerance (±)').fill('1');
      await main.getByRole('button', { name: 'Save mark' }).click();
      const status = main
        .getByRole('status')
        .filter({ hasText: `Marked video ${goldVideo.video_id} as gold.` });
      await status.waitFor();
      expect(await status.evaluate((el) => el === document.activeElement)).toBe(true);
      const markRow = main
        .getByRole('table', { name: 'Marked videos' })
        .getByRole('row')
        .filter({ hasText: `${goldVideo.video_id} — ` });
      await markRow.getByText('overall 5 ± 1').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The flagged participant: rule, evidence, and the reversal.
      const flagRow = main
        .getByRole('table', { name: 'Flagged participants' })
        .getByRole('row')
        .filter({ hasText: `#${participant.user_id}` });
      await flagRow.getByText('Rated before the video ended').waitFor();
      await flagRow.getByText(/not played to the end/).waitFor();
      await flagRow
        .getByRole('button', { name: `Reverse flag of gus gated (#${participant.user_id})` })
        .click();
      await page
        .locator('.modal.show')
        .getByText(/Reverse the flag/)
        .waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Reverse', exact: true }).click();
      await flagRow.getByText(/^Reversed /).waitFor({ timeout: 10000 });
      const outcome = main.getByRole('status').filter({ hasText: 'Flag reversed' });
      await outcome.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    const marks = await ok(callApi(env.stack, 'GET', '/admin/quality/marks', { token: adminToken }), 'marks');
    expect(marks.map((m) => [m.video_id, m.kind])).toEqual([[goldVideo.video_id, 'gold']]);
    // Reversed: the participant gets videos again.
    const session = await ok(
      callApi(env.stack, 'POST', '/v2/session/start', { token: participant.token, body: {} }),
      'session start after reversal',
    );
    expect(session.status).toBeUndefined();
    expect(session.videos.filter((v) => !v.submitted)).toHaveLength(3);
  });

  test('a training presentation comes first, after its explanation, and its rating leaves the figures alone; a trap shows its instruction', async () => {
    const adminToken = (await loginAdmin(env.stack)).token;
    const videos = await ok(callApi(env.stack, 'GET', '/admin/videos', { token: adminToken }), 'videos');
    const trainingVideo = videos[0];
    const trapVideo = videos[1];
    await ok(
      callApi(env.stack, 'PUT', `/admin/quality/marks/${trainingVideo.video_id}`, {
        token: adminToken,
        body: { kind: 'training' },
      }),
      'mark training',
    );
    await ok(
      callApi(env.stack, 'PUT', `/admin/quality/marks/${trapVideo.video_id}`, {
        token: adminToken,
        body: {
          kind: 'trap',
          targets: { overall: { score: 2, tolerance: 0 } },
          instruction: TRAP_INSTRUCTION,
        },
      }),
      'mark trap',
    );
    await ok(
      callApi(env.stack, 'PATCH', '/admin/study-settings', {
        token: adminToken,
        body: { training_per_session: 1, trap_per_session: 1, gate_rated_before_end: null },
      }),
      'settings',
    );
    const participant = await createParticipant(env.stack, { name: 'tia trainee' });
    await ok(
      callApi(env.stack, 'POST', '/questionnaire', {
        token: participant.token,
        body: { ...QUESTIONNAIRE, user_id: participant.user_id },
      }),
      'questionnaire',
    );
    const totalBefore = (
      await ok(callApi(env.stack, 'GET', '/admin/video-rating-stats', { token: adminToken }), 'stats')
    ).summary.total_ratings;

    await withPage(env.browser, 'quality-training', async ({ context, page }) => {
      await seedSessionStorage(context, {
        user_id: participant.user_id,
        user_name: participant.name,
        user_token: participant.token,
      });
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/dashboard`);
      const rate = main.getByRole('button', { name: 'Rate Videos' });
      await rate.waitFor({ timeout: 20000 });
      await rate.click();
      await page.waitForURL('**/rate-videos', { timeout: 20000 });
      // A short explanation screen comes before the first training video.
      const intro = main.getByTestId('training-intro');
      await intro.getByRole('heading', { name: 'Before you start: practice' }).waitFor({ timeout: 20000 });
      expect(await intro.textContent()).toMatch(/not counted in the results/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await intro.getByRole('button', { name: 'Start the practice' }).click();
      const cards = page.getByTestId('video-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(6);
      // The trap clip's instruction sits over its player, visible; no other card has one.
      const instruction = page.getByTestId('trap-instruction');
      expect(await instruction.count()).toBe(1);
      await instruction.scrollIntoViewIfNeeded();
      expect(await instruction.isVisible()).toBe(true);
      expect(await instruction.textContent()).toBe(TRAP_INSTRUCTION);
      await cards.first().getByTestId('training-badge').getByText('Training').waitFor();
      expect(await page.getByTestId('training-badge').count()).toBe(1);
      const first = cards.first();
      await first.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
      await first.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    const totalAfter = (
      await ok(callApi(env.stack, 'GET', '/admin/video-rating-stats', { token: adminToken }), 'stats')
    ).summary.total_ratings;
    expect(totalAfter).toBe(totalBefore);
  });
});
