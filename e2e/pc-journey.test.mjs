// A pair-comparison study (study setting method = pc) in a real browser against the real API: the admin switches
// the demo catalogue's study to pc with two pairs per session; a participant goes from the dashboard to Compare
// Videos, sees two videos of one content per pair and a "which video is better?" question per dimension, answers
// the first pair with the keyboard alone and the second by clicking; the admin's Analysis screen then shows each
// video's Bradley–Terry scale. axe-core finds nothing serious or critical on either screen.
import { describe, expect, test } from '@jest/globals';
import { seriousAxeViolations } from './support/axe.mjs';
import { withPage } from './support/browser.mjs';
import { callApi, expectOk as ok, loginAdmin } from './support/api.mjs';
import { changeSettings, openRatingScreen, participantReadyToRate } from './support/method-study.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

const QUESTIONS = ['Visual Clarity', 'Depth Perception', 'Ease of Interaction', 'Overall Experience'];

describe('a pair-comparison study', () => {
  test('a participant judges two pairs and the admin sees the scale', async () => {
    const admin = await loginAdmin(env.stack);
    await changeSettings(env.stack, admin, { method: 'pc', videos_per_session: 2 });
    const participant = await participantReadyToRate(env.stack, 'Pair Judge');

    await withPage(env.browser, 'pc-journey', async ({ page, context }) => {
      await openRatingScreen(page, context, env.stack, participant, {
        button: 'Compare Videos',
        path: 'compare-videos',
      });
      const cards = page.getByTestId('pair-card');
      await cards.first().waitFor({ timeout: 20000 });
      expect(await cards.count()).toBe(2);
      const first = cards.first();
      expect(await first.locator('figcaption').allTextContents()).toEqual(['Video A', 'Video B']);
      const sources = await first
        .locator('video')
        .evaluateAll((els) => els.map((v) => v.getAttribute('src')));
      expect(sources).toHaveLength(2);
      expect(sources[0]).not.toBe(sources[1]);
      expect(await first.locator('legend').allTextContents()).toEqual(
        QUESTIONS.map((q) => `${q}: which video is better?`),
      );
      // No "No difference" unless the study allows it (pc_allow_tie is off by default).
      expect(await first.getByRole('radio', { name: 'No difference' }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The keyboard alone: focus the first radio of each question and press Space (Video A), then Enter on Submit.
      for (const question of QUESTIONS) {
        const group = first.getByRole('group', { name: `${question}: which video is better?` });
        await group.getByRole('radio', { name: 'Video A' }).focus();
        await page.keyboard.press('Space');
      }
      await first.getByRole('button', { name: 'Submit' }).focus();
      await page.keyboard.press('Enter');
      await first.getByTestId('pair-submitted').waitFor({ timeout: 10000 });

      const second = cards.nth(1);
      for (const question of QUESTIONS)
        await second
          .getByRole('group', { name: `${question}: which video is better?` })
          .getByRole('radio', { name: 'Video B' })
          .check();
      await second.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByText('Thank you! You have compared all 2 pairs. Your answers have been recorded.')
        .waitFor({ timeout: 10000 });
    });

    const scale = await ok(
      callApi(env.stack, 'GET', '/admin/analysis/pc', { token: admin.token }),
      'pc scale',
    );
    expect(scale.dimensions.overall.judgements).toBe(2);

    await withPage(env.browser, 'pc-journey-admin', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/admin/login`);
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
      // The dashboard's figures count the pair judgements (no ratings exist under pc).
      await main
        .getByTestId('stat-Pair Judgements')
        .getByText('2', { exact: true })
        .waitFor({ timeout: 10000 });
      await page.goto(`${env.stack.urls.shell}/admin/analysis`);
      const table = main.getByRole('table', { name: 'Pair comparison scale per video' });
      await table.waitFor({ timeout: 20000 });
      // The judged videos (two pairs: three or four videos), one row each under the header.
      const rows = await table.getByRole('row').count();
      expect(rows - 1).toBeGreaterThanOrEqual(3);
      await main.getByText(/^2 judgements \(0 ties/).waitFor();
      // The observer screening of the live scale: one observer, listed with its figures.
      const observers = main.getByRole('table', { name: 'Pair comparison observers' });
      expect(await observers.getByRole('row').count()).toBe(2);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
