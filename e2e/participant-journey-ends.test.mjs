// A journey that ends clearly (docs/developer/decisions/journey.md), tried as a new participant would on a
// phone (390×844) and a desktop: a refused questionnaire puts focus on its first error; after each rating
// focus moves to the next card still to do, after the fourth to the thank-you banner, focused and inside the
// viewport; the dashboard then says the study is complete and links to the team. axe-core finds nothing
// serious or critical on the dashboard and the rating page (with and without the confirm dialog). A confirm
// at once after opening leaves no invisible dialog behind.
import { describe, expect, test } from '@jest/globals';
/* global document, window, Event, requestAnimationFrame */
import { callApi, createParticipant, expectOk } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { QUESTIONNAIRE, fillQuestionnaire } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

const VIEWPORTS = [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }],
  ['desktop', { viewport: { width: 1366, height: 900 } }],
];

/** What has focus, and whether it lies wholly inside the viewport. */
function focusState(page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const rect = active.getBoundingClientRect();
    return {
      tag: active.tagName,
      testId: active.dataset.testid ?? null,
      text: active.textContent.trim().slice(0, 80),
      // Within a pixel: scrolled to the top edge, a heading may sit a fraction of a device pixel above it.
      inViewport: rect.top >= -1 && rect.bottom <= window.innerHeight + 1 && rect.height > 0,
    };
  });
}

async function expectNoSeriousAxeFindings(page, where) {
  const violations = await seriousAxeViolations(page);
  expect({ where, violations }).toEqual({ where, violations: [] });
}

async function loggedInParticipant(context, name) {
  const participant = await createParticipant(env.stack, { name });
  await seedSessionStorage(context, {
    user_id: participant.user_id,
    user_name: participant.name,
    user_token: participant.token,
    loginTime: new Date().toLocaleString(),
  });
  return participant;
}

describe('a journey that ends clearly', () => {
  test.each(VIEWPORTS)('on a %s: focus follows the journey to a clear end', async (label, options) => {
    await withPage(
      env.browser,
      `journey-ends-${label}`,
      async ({ page, context }) => {
        const shell = env.stack.urls.shell;
        const main = page.locator('main');
        await loggedInParticipant(context, `Ends ${label}`);

        // The questionnaire refused: focus lands on its first error.
        await page.goto(`${shell}/questionnaire`);
        await main.getByRole('heading', { name: 'Research Study Questionnaire' }).waitFor({ timeout: 20000 });
        await main.getByRole('button', { name: 'Submit', exact: true }).click();
        await main.getByText('Age is required').waitFor();
        await page.waitForFunction(() => document.activeElement?.id === 'q-age');
        expect((await focusState(page)).inViewport).toBe(true);
        await fillQuestionnaire(main);
        await main.getByRole('button', { name: 'Submit', exact: true }).click();
        await page.waitForURL(`${shell}/dashboard`, { timeout: 20000 });

        const rate = main.getByRole('button', { name: 'Rate Videos' });
        await rate.waitFor({ timeout: 20000 });
        await main.getByRole('link', { name: 'Contact the team' }).waitFor();
        await expectNoSeriousAxeFindings(page, 'dashboard before rating');
        await rate.click();
        await page.waitForURL(`${shell}/rate-videos`, { timeout: 20000 });
        const cards = page.getByTestId('video-card');
        await cards.first().waitFor();
        expect(await cards.count()).toBe(4);
        await expectNoSeriousAxeFindings(page, 'rate videos');

        for (let i = 0; i < 4; i += 1) {
          const card = cards.nth(i);
          await card.getByRole('button', { name: 'Submit', exact: true }).click();
          await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
          if (i === 0) await expectNoSeriousAxeFindings(page, 'rate videos with the confirm dialog');
          await page
            .getByRole('dialog', { name: 'Submit feedback' })
            .getByRole('button', { name: 'Submit', exact: true })
            .click();
          await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });
          await page.locator('.modal').waitFor({ state: 'detached' });
          if (i < 3) {
            await page.waitForFunction(
              (title) =>
                document.activeElement?.tagName === 'H2' && document.activeElement.textContent === title,
              `Video ${i + 2}`,
            );
            expect(await focusState(page)).toMatchObject({ text: `Video ${i + 2}`, inViewport: true });
          }
        }

        // After the fourth: the banner is focused and on screen (it used to sit ~3,000 px above on a phone).
        await page.getByTestId('thank-you-banner').waitFor();
        await page.waitForFunction(() => document.activeElement?.dataset.testid === 'thank-you-banner');
        expect(await focusState(page)).toMatchObject({
          testId: 'thank-you-banner',
          text: 'Thank you! You have rated all four videos. Your feedback has been recorded.',
          inViewport: true,
        });
        await expectNoSeriousAxeFindings(page, 'rate videos, all rated');

        // The dashboard now says the study is complete instead of offering Rate Videos again.
        const header = page.locator('header');
        // On a phone the top bar's links sit behind its menu button.
        if (label === 'phone') {
          await header.getByRole('button', { name: 'Toggle navigation' }).click();
          // Click once the menu has finished opening: a click during its transition went nowhere on a loaded CI
          // machine (the URL never changed in 30 s).
          await header.locator('.navbar-collapse.show').waitFor();
        }
        await header.getByRole('link', { name: 'Dashboard' }).click();
        await page.waitForURL(`${shell}/dashboard`, { timeout: 60000 });
        await main
          .getByText('You have rated all your videos — thank you. Your part of the study is complete.')
          .waitFor({ timeout: 20000 });
        expect(await main.getByRole('button', { name: /Rate Videos|Preparing/ }).count()).toBe(0);
        await main.getByText('Questions about the study, or want to withdraw your consent?').waitFor();
        await expectNoSeriousAxeFindings(page, 'dashboard, study complete');
        await main.getByRole('link', { name: 'Contact the team' }).click();
        await page.waitForURL(`${shell}/contact`);
      },
      options,
    );
  });

  // The race seen on a busy machine: a confirm while the dialog was still fading in left react-bootstrap's Modal
  // mounted, invisible (`fade modal`, no `show`), over the page, until its own transitionend — which a child's
  // bubbling transitionend (a button's focus ring, the dialog's slide) can make it miss for good. Here the confirm
  // comes as soon as the dialog exists, with such an event, and the dialog must be gone once React has rendered it:
  // hiding no longer depends on a transition. (With the old fade this fails: `fade modal` is still mounted.)
  test('a confirm at once after opening leaves no dialog behind', async () => {
    await withPage(env.browser, 'journey-ends-confirm-race', async ({ page, context }) => {
      const shell = env.stack.urls.shell;
      const participant = await loggedInParticipant(context, 'Race Tester');
      await expectOk(
        callApi(env.stack, 'POST', '/questionnaire', {
          body: { ...QUESTIONNAIRE, user_id: participant.user_id },
          token: participant.token,
        }),
        'questionnaire',
      );
      await page.goto(`${shell}/dashboard`);
      const rate = page.locator('main').getByRole('button', { name: 'Rate Videos' });
      await rate.waitFor({ timeout: 20000 });
      await rate.click();
      const card = page.getByTestId('video-card').first();
      await card.waitFor({ timeout: 20000 });

      const leftAfterConfirm = await card.evaluate(async (cardElement) => {
        cardElement.querySelector('button[type=submit]').click();
        // Microtasks only: React renders the dialog before the browser draws a frame, so the dialog is confirmed
        // before its fade-in could start.
        const findConfirm = () =>
          [...document.querySelectorAll('.modal button')].find((b) => b.textContent === 'Submit');
        let confirm = findConfirm();
        for (let tries = 0; !confirm && tries < 1000; tries += 1) {
          await Promise.resolve();
          confirm = findConfirm();
        }
        while (!confirm) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          confirm = findConfirm();
        }
        confirm.click();
        confirm.dispatchEvent(new Event('transitionend', { bubbles: true }));
        // React has rendered the confirm by the next task; a fading dialog would still be there (`fade modal`),
        // waiting for a transitionend that may never come.
        await new Promise((resolve) => setTimeout(resolve, 0));
        return document.querySelector('.modal')?.className ?? null;
      });
      expect(leftAfterConfirm).toBeNull();
      await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });
      await page.locator('.modal').waitFor({ state: 'detached', timeout: 5000 });
      expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(false);
      // The page answers clicks again: the next card's form is reachable.
      await page.getByTestId('video-card').nth(1).getByLabel('Visual Clarity').click();
    });
  });
});
