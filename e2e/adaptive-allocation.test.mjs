// Adaptive allocation (docs/experimenter/study-settings.md#allocation) in a real browser: with the setting on and a
// participant's four ratings in, the admin opens the Allocation view from the dashboard and reads each video's
// interval against the target, the share of the catalogue done and the forecast; keyboard reachable, axe clean.
import { describe, expect, test } from '@jest/globals';
import { withPage } from './support/browser.mjs';
import { callApi, createParticipant, expectOk as ok, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

describe('adaptive allocation on the admin dashboard', () => {
  test('the Allocation view lists every video against the target, the share done and the forecast', async () => {
    const adminToken = (await loginAdmin(env.stack)).token;
    await ok(
      callApi(env.stack, 'PATCH', '/admin/study-settings', {
        token: adminToken,
        body: {
          allocation: 'adaptive',
          allocation_target_half_width: 0.5,
          allocation_min_ratings: 2,
          allocation_max_ratings: 50,
        },
      }),
      'settings',
    );
    const participant = await createParticipant(env.stack, { name: 'ada adaptive' });
    const session = await ok(
      callApi(env.stack, 'POST', '/v2/session/start', {
        token: participant.token,
        body: { userId: participant.user_id },
      }),
      'session start',
    );
    expect(session.videos).toHaveLength(4);
    for (const v of session.videos) {
      await ok(
        callApi(env.stack, 'POST', '/v2/ratings', {
          token: participant.token,
          body: { trialId: v.trial_id, clarity: 3, interaction: 3, depth: 3, overall: 3 },
        }),
        'rating',
      );
    }
    const view = await ok(
      callApi(env.stack, 'GET', '/admin/allocation', { token: adminToken }),
      'allocation',
    );
    const rated = view.videos.filter((v) => v.ratings === 1);
    expect(rated).toHaveLength(4);

    await withPage(env.browser, 'allocation-admin', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/admin/login`);
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
      // The card is a link the keyboard reaches: focus it and press Enter.
      const card = main.getByRole('link', { name: /^Allocation/ });
      await card.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/admin/allocation');
      await main.getByRole('heading', { name: 'Allocation' }).waitFor();
      await main.getByText(`0 of ${view.videos_total} videos stopped (0 %)`).waitFor();
      await main.getByText(/ratings still needed \(4 collected\)/).waitFor();
      await main.getByText(/adaptive: target ± 0\.50 on clarity, interaction, depth, overall/).waitFor();
      const table = main.getByRole('table', { name: 'Videos against the target' });
      expect(await table.getByRole('row').count()).toBe(view.videos_total + 1);
      // A rated video: one rating, no interval yet, needs at least the minimum, not stopped.
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: rated[0].label, exact: true }) });
      expect(await row.textContent()).toContain('— / ± 0.50');
      expect(await row.getByRole('cell').last().textContent()).toBe('No');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
