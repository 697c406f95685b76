// A pair-comparison study (study setting method = pc) taken from a panel in a real browser: a Prolific entry link →
// questionnaire → Compare Videos → the environment check (a permissive one) → two pairs judged → the completion
// screen with its code → the completion URL (intercepted: no external site is hit). The participant's data export
// then holds the two judgements. axe-core finds nothing serious on the compare and completion screens.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { callApi, expectOk, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { withPage } from './support/browser.mjs';
import { fillQuestionnaire } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

// A reserved name (RFC 2606): never resolved, every request to it is answered by the test's route below.
const PANEL_SITE = 'https://app.prolific.test';
const COMPLETION_CODE = 'E2E-PC-C0DE';
const SETTINGS = {
  method: 'pc',
  videos_per_session: 2,
  panel_entry: true,
  completion_url: `${PANEL_SITE}/submissions/complete?cc={code}`,
  completion_code: COMPLETION_CODE,
  screen_out_url: `${PANEL_SITE}/submissions/complete?cc=NOCONSENT`,
  environment_check: true,
  min_viewport_width: 0,
  min_viewport_height: 0,
};
const QUESTIONS = ['Visual Clarity', 'Depth Perception', 'Ease of Interaction', 'Overall Experience'];

beforeAll(async () => {
  const admin = await loginAdmin(env.stack);
  await expectOk(
    callApi(env.stack, 'PATCH', '/admin/study-settings', { body: SETTINGS, token: admin.token }),
    'study settings',
  );
});

describe('a pair-comparison study taken from a panel', () => {
  const pid = `e2epc${Date.now().toString(16)}`.padEnd(24, '0').slice(0, 24);

  test('link → questionnaire → environment check → two pairs → completion code → completion URL', async () => {
    await withPage(env.browser, 'pc-panel-journey', async ({ page }) => {
      const shell = env.stack.urls.shell;
      const main = page.locator('main');
      // Held until released, so the completion screen can be read before the redirect.
      let release;
      const released = new Promise((resolve) => {
        release = resolve;
      });
      await page.route(`${PANEL_SITE}/**`, async (route) => {
        await released;
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Prolific</title><h1>Back on the panel</h1>',
        });
      });
      const requested = page.waitForRequest((r) => r.url().startsWith(`${PANEL_SITE}/`), { timeout: 30000 });

      await page.goto(`${shell}/?PROLIFIC_PID=${pid}&STUDY_ID=e2epcstudy&SESSION_ID=e2epcsession`);
      await page.waitForURL(`${shell}/dashboard`, { timeout: 20000 });
      await main.getByRole('button', { name: 'Submit Questionnaire' }).click();
      await page.waitForURL(`${shell}/questionnaire`);
      await fillQuestionnaire(main);
      await main.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.waitForURL(`${shell}/dashboard`, { timeout: 10000 });

      const compare = main.getByRole('button', { name: 'Compare Videos' });
      await compare.waitFor({ timeout: 20000 });
      await compare.click();
      await page.waitForURL(`${shell}/compare-videos`, { timeout: 20000 });
      await main.getByRole('heading', { name: 'Check your screen and browser' }).waitFor({ timeout: 20000 });
      await main.getByRole('button', { name: 'Start the check' }).click();
      await main.getByText('Your screen and browser are ready.').waitFor({ timeout: 30000 });
      await main.getByRole('button', { name: 'Continue to the videos' }).click();

      const cards = page.getByTestId('pair-card');
      await cards.first().waitFor({ timeout: 20000 });
      expect(await cards.count()).toBe(2);
      expect(await seriousAxeViolations(page)).toEqual([]);
      for (let i = 0; i < 2; i += 1) {
        const card = cards.nth(i);
        for (const question of QUESTIONS)
          await card
            .getByRole('group', { name: `${question}: which video is better?` })
            .getByRole('radio', { name: i === 0 ? 'Video A' : 'Video B' })
            .check();
        await card.getByRole('button', { name: 'Submit' }).click();
        if (i === 0) await card.getByTestId('pair-submitted').waitFor({ timeout: 10000 });
      }

      // The last pair leads to the completion screen, which shows the code and sends the participant back.
      await page.waitForURL(`${shell}/completion`, { timeout: 20000 });
      await main.getByTestId('completion-code').getByText(COMPLETION_CODE).waitFor({ timeout: 20000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      const request = await requested;
      expect(request.url()).toBe(`${PANEL_SITE}/submissions/complete?cc=${COMPLETION_CODE}`);
      release();
      await page.waitForURL(`${PANEL_SITE}/**`, { timeout: 20000 });
    });

    const admin = await loginAdmin(env.stack);
    const users = await expectOk(callApi(env.stack, 'GET', '/admin/users', { token: admin.token }), 'users');
    const mine = users.filter((user) => user.panel_participant_id === pid);
    expect(mine).toHaveLength(1);
    const exported = await expectOk(
      callApi(env.stack, 'GET', `/admin/participants/${mine[0].id}/export`, { token: admin.token }),
      'participant export',
    );
    expect(exported.pair_trials).toHaveLength(2);
    expect(exported.pair_trials.every((t) => t.judged_at !== null)).toBe(true);
    expect(exported.participant.completed_at).not.toBeNull();
  });
});
