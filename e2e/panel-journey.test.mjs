// Panel entry (docs/developer/decisions/panel.md) in a real browser: a Prolific entry link (no signup, no
// name or e-mail) → consent and questionnaire → four ratings → the completion screen with its code → the
// completion URL (intercepted: no external site is hit); reopening the link resumes on the completion screen;
// declining consent shows the reason, then the screen-out URL. A failed environment check screens a panel
// participant out the same way (and the API then refuses the videos); axe-core finds nothing serious on the
// completion and screen-out screens. A participant stopped by live gating is taken to the screen-out URL at
// once, and a 390 px phone is screened out right after the entry, before the questionnaire, when the study
// needs a larger window.
import { beforeAll, describe, expect, test } from '@jest/globals';
/* global document, sessionStorage, window */
import { callApi, expectOk, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { withPage } from './support/browser.mjs';
import { fillQuestionnaire, QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

// A reserved name (RFC 2606): never resolved, every request to it is answered by the test's route below.
const PANEL_SITE = 'https://app.prolific.test';
const COMPLETION_CODE = 'E2E-C0DE';
const SETTINGS = {
  panel_entry: true,
  completion_url: `${PANEL_SITE}/submissions/complete?cc={code}`,
  completion_code: COMPLETION_CODE,
  screen_out_url: `${PANEL_SITE}/submissions/complete?cc=NOCONSENT`,
  // The crowd study's journey includes the environment check before the first video (a permissive one here).
  environment_check: true,
  min_viewport_width: 0,
  min_viewport_height: 0,
};
const COMPLETION_HEADING = 'Thank you — you have completed the study';
const NEUTRAL = 'Thank you — no further videos are available for you in this study.';

const entryLink = (pid) =>
  `${env.stack.urls.shell}/?PROLIFIC_PID=${pid}&STUDY_ID=e2estudy&SESSION_ID=e2esession`;

/**
 * Answers every request to the panel's site with a small page, but only once `release()` is called: until then the
 * navigation is pending and the study's page stays on screen, so the test can read it without racing the redirect.
 */
async function interceptPanelSite(page) {
  const requests = [];
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(`${PANEL_SITE}/**`, async (route) => {
    requests.push(route.request().url());
    await released;
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Prolific</title><h1>Back on the panel</h1>',
    });
  });
  const requested = page.waitForRequest((request) => request.url().startsWith(`${PANEL_SITE}/`), {
    timeout: 30000,
  });
  return { requests, requested, release };
}

/** Waits until the focused element is the one reading `text` (focus moves in an effect after the render). */
async function waitForFocus(page, text) {
  await page.waitForFunction((expected) => document.activeElement?.textContent === expected, text, {
    timeout: 20000,
  });
}

beforeAll(async () => {
  const admin = await loginAdmin(env.stack);
  await expectOk(
    callApi(env.stack, 'PATCH', '/admin/study-settings', { body: SETTINGS, token: admin.token }),
    'study settings',
  );
});

describe('panel entry (Prolific link) through the shell', () => {
  const pid = `e2e${Date.now().toString(16)}`.padEnd(24, '0').slice(0, 24);

  test('link → questionnaire → environment check → four ratings → completion code → completion URL; reopening the link resumes', async () => {
    await withPage(env.browser, 'panel-journey', async ({ page }) => {
      const shell = env.stack.urls.shell;
      const main = page.locator('main');
      const panelSite = await interceptPanelSite(page);

      await page.goto(entryLink(pid));
      await page.waitForURL(`${shell}/dashboard`, { timeout: 20000 });
      // No name or e-mail: greeted by the panel's display name, in the page and in the top bar.
      await main.getByRole('heading', { name: 'Welcome, PROLIFIC PARTICIPANT' }).waitFor();
      await page.locator('header').getByText('Welcome, PROLIFIC PARTICIPANT').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('vvq_panel'))).toBe('prolific');

      await main.getByRole('button', { name: 'Submit Questionnaire' }).click();
      await page.waitForURL(`${shell}/questionnaire`);
      await main.getByRole('heading', { name: 'Research Study Questionnaire' }).waitFor();
      await fillQuestionnaire(main);
      await main.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.waitForURL(`${shell}/dashboard`, { timeout: 10000 });

      const rate = main.getByRole('button', { name: 'Rate Videos' });
      await rate.waitFor({ timeout: 20000 });
      await rate.click();
      await page.waitForURL(`${shell}/rate-videos`, { timeout: 20000 });
      await main.getByRole('heading', { name: 'Check your screen and browser' }).waitFor({ timeout: 20000 });
      await main.getByRole('button', { name: 'Start the check' }).click();
      await main.getByText('Your screen and browser are ready.').waitFor({ timeout: 30000 });
      await main.getByRole('button', { name: 'Continue to the videos' }).click();
      const cards = page.getByTestId('video-card');
      await cards.first().waitFor({ timeout: 20000 });
      expect(await cards.count()).toBe(4);
      for (let i = 0; i < 4; i += 1) {
        const card = cards.nth(i);
        await card.getByRole('button', { name: 'Submit', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
        await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
        if (i < 3) {
          await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });
          await dialog.waitFor({ state: 'detached' });
        }
      }

      // The last rating leads to the completion screen, which shows the code and sends the participant back.
      await page.waitForURL(`${shell}/completion`, { timeout: 20000 });
      const heading = main.getByRole('heading', { name: COMPLETION_HEADING });
      await heading.waitFor();
      await waitForFocus(page, COMPLETION_HEADING);
      await main.getByTestId('completion-code').getByText(COMPLETION_CODE).waitFor();
      const request = await panelSite.requested;
      expect(request.url()).toBe(`${PANEL_SITE}/submissions/complete?cc=${COMPLETION_CODE}`);
      panelSite.release();
      await page.waitForURL(`${PANEL_SITE}/**`, { timeout: 20000 });
      await page.getByRole('heading', { name: 'Back on the panel' }).waitFor();
    });

    // Reopening the link (a new visit, empty session storage) resumes the same account on its completion screen.
    await withPage(env.browser, 'panel-resume', async ({ page }) => {
      const panelSite = await interceptPanelSite(page);
      await page.goto(entryLink(pid));
      await page.waitForURL(`${env.stack.urls.shell}/completion`, { timeout: 20000 });
      await page.locator('main').getByTestId('completion-code').getByText(COMPLETION_CODE).waitFor();
      await panelSite.requested;
      panelSite.release();
      await page.waitForURL(`${PANEL_SITE}/**`, { timeout: 20000 });
      expect(panelSite.requests).toEqual([`${PANEL_SITE}/submissions/complete?cc=${COMPLETION_CODE}`]);
    });

    // One account for the two visits, known to the admins by its panel id, with four ratings.
    const admin = await loginAdmin(env.stack);
    const users = await expectOk(callApi(env.stack, 'GET', '/admin/users', { token: admin.token }), 'users');
    const mine = users.filter((user) => user.panel_participant_id === pid);
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        email: null,
        name: 'Prolific participant',
        panel: 'prolific',
        panel_participant_id: pid,
      },
    ]);
    const exported = await expectOk(
      callApi(env.stack, 'GET', `/admin/participants/${mine[0].id}/export`, { token: admin.token }),
      'participant export',
    );
    expect(exported.ratings).toHaveLength(4);
    expect(exported.participant).toMatchObject({
      panel_study_id: 'e2estudy',
      panel_session_id: 'e2esession',
    });
  });

  test('without a completion URL the completion screen stays, with the code, and passes axe-core', async () => {
    const admin = await loginAdmin(env.stack);
    const settings = (body) =>
      expectOk(
        callApi(env.stack, 'PATCH', '/admin/study-settings', { body, token: admin.token }),
        'settings',
      );
    await settings({ completion_url: null });
    try {
      await withPage(env.browser, 'panel-completion-stays', async ({ page }) => {
        const main = page.locator('main');
        await page.goto(entryLink(pid));
        await page.waitForURL(`${env.stack.urls.shell}/completion`, { timeout: 20000 });
        await main.getByRole('heading', { name: COMPLETION_HEADING }).waitFor();
        await waitForFocus(page, COMPLETION_HEADING);
        await main.getByTestId('completion-code').getByText(COMPLETION_CODE).waitFor();
        await main.getByText('You may close this page now.').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    } finally {
      await settings({ completion_url: SETTINGS.completion_url });
    }
  });

  test('declining consent shows the reason first, then goes to the screen-out URL', async () => {
    const declinePid = `${pid.slice(0, 20)}dec1`;
    await withPage(env.browser, 'panel-screen-out', async ({ page }) => {
      const shell = env.stack.urls.shell;
      const main = page.locator('main');
      const panelSite = await interceptPanelSite(page);

      await page.goto(entryLink(declinePid));
      await page.waitForURL(`${shell}/dashboard`, { timeout: 20000 });
      await main.getByRole('button', { name: 'Submit Questionnaire' }).click();
      await main.getByRole('heading', { name: 'Research Study Questionnaire' }).waitFor();
      await main.getByRole('button', { name: 'I do not agree' }).click();

      await page.waitForURL(`${shell}/screen-out`, { timeout: 20000 });
      const heading = main.getByRole('heading', { name: 'You cannot take part in this study' });
      await heading.waitFor();
      await waitForFocus(page, 'You cannot take part in this study');
      await main
        .getByTestId('screen-out-reason')
        .getByText(/did not agree to take part/)
        .waitFor();
      await main.getByRole('button', { name: 'Continue' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // No timer: nothing leaves before the participant continues.
      expect(panelSite.requests).toEqual([]);
      // The click waits for the navigation it starts, so the panel's site answers at once here.
      panelSite.release();
      await main.getByRole('button', { name: 'Continue' }).click();
      const request = await panelSite.requested;
      expect(request.url()).toBe(`${PANEL_SITE}/submissions/complete?cc=NOCONSENT`);
      await page.waitForURL(`${PANEL_SITE}/**`, { timeout: 20000 });
    });

    const admin = await loginAdmin(env.stack);
    const users = await expectOk(callApi(env.stack, 'GET', '/admin/users', { token: admin.token }), 'users');
    const account = users.find((user) => user.panel_participant_id === declinePid);
    const exported = await expectOk(
      callApi(env.stack, 'GET', `/admin/participants/${account.id}/export`, { token: admin.token }),
      'participant export',
    );
    expect(exported.participant.screen_out_reason).toMatch(/did not agree to take part/);
    expect(exported.questionnaire).toBeNull();
  });

  test('a failed environment check shows its reason first, then goes to the screen-out URL', async () => {
    const admin = await loginAdmin(env.stack);
    const settings = (body) =>
      expectOk(
        callApi(env.stack, 'PATCH', '/admin/study-settings', { body, token: admin.token }),
        'settings',
      );
    await settings({ environment_check: true, min_viewport_width: 5000 });
    try {
      await withPage(
        env.browser,
        'panel-environment-check',
        async ({ page }) => {
          const shell = env.stack.urls.shell;
          const main = page.locator('main');
          const panelSite = await interceptPanelSite(page);
          await page.goto(entryLink(`${pid.slice(0, 20)}env1`));
          await page.waitForURL(`${shell}/dashboard`, { timeout: 20000 });
          // The questionnaire through the API with the stored token: this test is about what follows it.
          const [userId, token] = await page.evaluate(() => [
            sessionStorage.getItem('user_id'),
            sessionStorage.getItem('user_token'),
          ]);
          await expectOk(
            callApi(env.stack, 'POST', '/questionnaire', {
              body: { ...QUESTIONNAIRE, user_id: Number(userId) },
              token,
            }),
            'questionnaire',
          );
          await page.reload();
          const rate = main.getByRole('button', { name: 'Rate Videos' });
          await rate.waitFor({ timeout: 20000 });
          await rate.click();
          await main.getByRole('button', { name: 'Start the check' }).click();

          await page.waitForURL(`${shell}/screen-out`, { timeout: 30000 });
          await waitForFocus(page, 'You cannot take part in this study');
          const width = page.viewportSize().width;
          await main
            .getByTestId('screen-out-reason')
            .getByText(`Your browser window is ${width} pixels wide, and this study needs at least 5000.`, {
              exact: false,
            })
            .waitFor();
          panelSite.release();
          await main.getByRole('button', { name: 'Continue' }).click();
          expect((await panelSite.requested).url()).toBe(`${PANEL_SITE}/submissions/complete?cc=NOCONSENT`);
          await page.waitForURL(`${PANEL_SITE}/**`, { timeout: 20000 });
          // The server holds it too: no videos for a screened-out participant.
          const start = await callApi(env.stack, 'POST', '/v2/session/start', {
            body: { userId: Number(userId) },
            token,
          });
          expect(start.status).toBe(403);
        },
        // A screen that could hold the window (so the silent check before the questionnaire lets it through) and a
        // window that cannot: the full check before the first video is what fails here.
        { screen: { width: 6000, height: 4000 } },
      );
    } finally {
      await settings({ environment_check: false, min_viewport_width: 0 });
    }
  });

  test('a participant stopped by live gating lands on the screen-out URL at once, with a link for a blocked redirect', async () => {
    const admin = await loginAdmin(env.stack);
    const settings = (body) =>
      expectOk(
        callApi(env.stack, 'PATCH', '/admin/study-settings', { body, token: admin.token }),
        'settings',
      );
    // One rating sent before its video ended stops the participant (the card is rated without playing).
    await settings({ gate_rated_before_end: 1, environment_check: false });
    const gatedPid = `${pid.slice(0, 20)}gat1`;
    try {
      await withPage(env.browser, 'panel-gated', async ({ page }) => {
        const shell = env.stack.urls.shell;
        const main = page.locator('main');
        const panelSite = await interceptPanelSite(page);
        await page.goto(entryLink(gatedPid));
        await page.waitForURL(`${shell}/dashboard`, { timeout: 20000 });
        const [userId, token] = await page.evaluate(() => [
          sessionStorage.getItem('user_id'),
          sessionStorage.getItem('user_token'),
        ]);
        await expectOk(
          callApi(env.stack, 'POST', '/questionnaire', {
            body: { ...QUESTIONNAIRE, user_id: Number(userId) },
            token,
          }),
          'questionnaire',
        );
        await page.reload();
        const rate = main.getByRole('button', { name: 'Rate Videos' });
        await rate.waitFor({ timeout: 20000 });
        await rate.click();
        const card = page.getByTestId('video-card').first();
        await card.getByRole('button', { name: 'Submit', exact: true }).click();
        await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
        await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();

        // The page as it is the moment the link appears (read in the page at once: it is about to leave).
        const shown = await page.waitForFunction(
          () => {
            const link = [...document.querySelectorAll('main a')].find(
              (a) => a.textContent === 'continue here',
            );
            if (!link) return null;
            return {
              path: window.location.pathname,
              heading: document.activeElement?.textContent,
              reason: document.querySelector('[data-testid="screen-out-reason"]')?.textContent,
              status: document.querySelector('main [role="status"]')?.textContent,
              href: link.getAttribute('href'),
              text: document.querySelector('main').textContent,
            };
          },
          null,
          { timeout: 20000, polling: 'raf' },
        );
        const screenOut = await shown.jsonValue();
        expect(screenOut).toMatchObject({
          path: '/screen-out',
          heading: 'You cannot take part in this study',
          reason: NEUTRAL,
          href: `${PANEL_SITE}/submissions/complete?cc=NOCONSENT`,
        });
        expect(screenOut.status).toMatch(
          /^Taking you back to Prolific… If nothing happens, continue here\.$/,
        );
        expect(screenOut.text).not.toMatch(/flag|rule|before the end/i);
        // No click needed: the screen-out URL is called by itself.
        const request = await panelSite.requested;
        expect(request.url()).toBe(`${PANEL_SITE}/submissions/complete?cc=NOCONSENT`);
        panelSite.release();
        await page.waitForURL(`${PANEL_SITE}/**`, { timeout: 20000 });
      });
    } finally {
      await settings({ gate_rated_before_end: null, environment_check: true });
    }

    // The server recorded it: the export has the screen-out reason, without the browser's help.
    const users = await expectOk(callApi(env.stack, 'GET', '/admin/users', { token: admin.token }), 'users');
    const account = users.find((user) => user.panel_participant_id === gatedPid);
    const exported = await expectOk(
      callApi(env.stack, 'GET', `/admin/participants/${account.id}/export`, { token: admin.token }),
      'participant export',
    );
    expect(exported.participant.screen_out_reason).toBe(NEUTRAL);
  });

  test('a 390 px phone is screened out right after the entry, before the questionnaire, in seconds', async () => {
    const admin = await loginAdmin(env.stack);
    const settings = (body) =>
      expectOk(
        callApi(env.stack, 'PATCH', '/admin/study-settings', { body, token: admin.token }),
        'settings',
      );
    await settings({ environment_check: true, min_viewport_width: 1024, min_viewport_height: 768 });
    const phonePid = `${pid.slice(0, 20)}pho1`;
    const phone = { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } };
    try {
      await withPage(
        env.browser,
        'panel-phone',
        async ({ page }) => {
          const shell = env.stack.urls.shell;
          const main = page.locator('main');
          const panelSite = await interceptPanelSite(page);
          const visited = [];
          page.on('framenavigated', (frame) => {
            if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
          });
          const started = Date.now();
          await page.goto(entryLink(phonePid));
          await page.waitForURL(`${shell}/screen-out`, { timeout: 20000 });
          await waitForFocus(page, 'You cannot take part in this study');
          await main
            .getByTestId('screen-out-reason')
            .getByText(
              'Your screen is 390 × 844 pixels, and this study needs a browser window of at least 1024 × 768 pixels.',
              { exact: false },
            )
            .waitFor();
          expect(Date.now() - started).toBeLessThan(10000);
          expect(visited).not.toContain('/questionnaire');
          expect(await main.getByRole('button', { name: 'Submit Questionnaire' }).count()).toBe(0);
          expect(await seriousAxeViolations(page)).toEqual([]);
          panelSite.release();
          await main.getByRole('button', { name: 'Continue' }).click();
          expect((await panelSite.requested).url()).toBe(`${PANEL_SITE}/submissions/complete?cc=NOCONSENT`);
          await page.waitForURL(`${PANEL_SITE}/**`, { timeout: 20000 });
        },
        phone,
      );
    } finally {
      await settings({ environment_check: true, min_viewport_width: 0, min_viewport_height: 0 });
    }

    // Recorded with its reason; no questionnaire and no videos were given to this account.
    const users = await expectOk(callApi(env.stack, 'GET', '/admin/users', { token: admin.token }), 'users');
    const account = users.find((user) => user.panel_participant_id === phonePid);
    const exported = await expectOk(
      callApi(env.stack, 'GET', `/admin/participants/${account.id}/export`, { token: admin.token }),
      'participant export',
    );
    expect(exported.participant.screen_out_reason).toMatch(/^Your screen is 390 × 844 pixels/);
    expect(exported.questionnaire).toBeNull();
    expect(exported.ratings).toEqual([]);
  });
});
