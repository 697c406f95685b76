// The participant journey in a real browser through the shell: signup → login → questionnaire → dashboard → rate all
// four videos → thank-you banner; a reload keeps the done cards done (the session's `submitted` flags); logged out,
// every guarded route sends the visitor to /login.
import { describe, expect, test } from '@jest/globals';
/* global sessionStorage */
import { callApi, loginAdmin } from './support/api.mjs';
import { withPage } from './support/browser.mjs';
import { fillQuestionnaire } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

const GUARDED = ['/dashboard', '/questionnaire', '/rate-videos', '/contact', '/distortion-examples'];

async function doneFlags(page) {
  return page.getByTestId('video-card').evaluateAll((cards) => cards.map((card) => card.dataset.done));
}

describe('participant journey through the shell', () => {
  test('signup → login → questionnaire → rate four videos → thank-you; reload keeps them done', async () => {
    await withPage(env.browser, 'participant-journey', async ({ page }) => {
      const shell = env.stack.urls.shell;
      const main = page.locator('main');
      const email = `journey-${Date.now()}@vvq.test`;

      await page.goto(`${shell}/signup`);
      await main.getByLabel('Name').fill('Journey Tester');
      await main.getByLabel('Email').fill(email);
      await main.getByRole('button', { name: 'Signup' }).click();
      await main.locator('.alert-success').waitFor({ timeout: 20000 });
      await page.waitForURL(`${shell}/login`, { timeout: 10000 });
      // The login page is a lazy chunk and react-router navigates in a transition: until it has loaded, the signup
      // page (with its own Email field) stays on screen, so wait for the login page itself before typing.
      await main.getByRole('heading', { name: 'Login' }).waitFor();

      await main.getByLabel('Email').fill(email);
      await main.getByRole('button', { name: 'Login' }).click();
      await main.getByText('Login successful!').waitFor();
      await page.waitForURL(`${shell}/dashboard`, { timeout: 10000 });
      await main.getByRole('heading', { name: 'Welcome, JOURNEY TESTER' }).waitFor();
      await page.locator('header').getByText('Welcome, JOURNEY TESTER').waitFor();
      expect(await page.evaluate(() => Boolean(sessionStorage.getItem('user_token')))).toBe(true);

      await main.getByRole('button', { name: 'Submit Questionnaire' }).click();
      await page.waitForURL(`${shell}/questionnaire`);
      await main.getByRole('heading', { name: 'Research Study Questionnaire' }).waitFor();
      await fillQuestionnaire(main);
      await main.getByRole('button', { name: 'Submit', exact: true }).click();
      await main.getByText('Questionnaire submitted successfully!').waitFor();
      await page.waitForURL(`${shell}/dashboard`, { timeout: 10000 });
      await main.getByText('Thank you for submitting the questionnaire!').waitFor();

      const rate = main.getByRole('button', { name: 'Rate Videos' });
      await rate.waitFor({ timeout: 20000 });
      await rate.click();
      await page.waitForURL(`${shell}/rate-videos`, { timeout: 20000 });
      const cards = page.getByTestId('video-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(4);
      await main.getByText('0 of 4 rated').waitFor();

      const ratingBodies = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/v2/ratings'))
          ratingBodies.push(request.postDataJSON());
      });
      // Watch the first video to its end: its rating must report played_to_end.
      await cards
        .first()
        .locator('video')
        .evaluate(async (video) => {
          video.muted = true;
          if (video.readyState < 1)
            await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
          video.currentTime = Math.max(0, video.duration - 0.2);
          const ended = new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
          await video.play();
          await ended;
        });

      for (let i = 0; i < 4; i += 1) {
        const card = cards.nth(i);
        // Move one slider off its default with the keyboard, as a participant would.
        await card.getByLabel('Visual Clarity').focus();
        await page.keyboard.press('ArrowRight');
        await card.getByText('4 – Good').waitFor();
        await card.getByLabel(/Additional comments/).fill(`card ${i + 1} looks fine`);
        await card.getByRole('button', { name: 'Submit', exact: true }).click();
        const dialog = page.getByRole('dialog');
        // Confirm once the dialog has faded in (see deployment-nginx.test.mjs).
        await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
        await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
        await card.getByRole('button', { name: 'Submitted' }).waitFor({ timeout: 20000 });
        await card.getByText('Feedback submitted for this video').waitFor();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.getByTestId('thank-you-banner').waitFor();
      await main.getByText('4 of 4 rated').waitFor();
      const viewport = page.viewportSize();
      expect(ratingBodies.map((body) => body.played_to_end)).toEqual([true, false, false, false]);
      for (const body of ratingBodies) {
        expect(body).toMatchObject({
          viewport_width: viewport.width,
          viewport_height: viewport.height,
          clarity: 4,
        });
        expect(body.device_pixel_ratio).toBeGreaterThan(0);
      }

      await page.reload();
      await cards.first().waitFor({ timeout: 20000 });
      expect(await doneFlags(page)).toEqual(['true', 'true', 'true', 'true']);
      await page.getByTestId('thank-you-banner').waitFor();
      expect(await main.getByRole('button', { name: 'Submitted' }).count()).toBe(4);

      // The four ratings reached the server with the participant's comments and the moved slider.
      const userId = Number(await page.evaluate(() => sessionStorage.getItem('user_id')));
      const admin = await loginAdmin(env.stack);
      const feedback = await callApi(env.stack, 'GET', '/admin/view-feedback', { token: admin.token });
      const mine = feedback.body.filter((rating) => rating.user_id === userId);
      expect(mine.map((rating) => rating.comments).sort()).toEqual(
        [1, 2, 3, 4].map((n) => `card ${n} looks fine`),
      );
      expect(mine.every((rating) => rating.clarity === 4 && rating.overall === 3)).toBe(true);
    });
  });

  test('logged out, every guarded route redirects to /login; logout clears the session', async () => {
    await withPage(env.browser, 'participant-guards', async ({ page }) => {
      const shell = env.stack.urls.shell;
      for (const path of GUARDED) {
        await page.goto(`${shell}${path}`);
        await page.waitForURL(`${shell}/login`, { timeout: 20000 });
      }

      const email = `guard-${Date.now()}@vvq.test`;
      const signup = await callApi(env.stack, 'POST', '/signup', { body: { name: 'Guard Tester', email } });
      expect(signup.status).toBe(201);
      const main = page.locator('main');
      await main.getByLabel('Email').fill(email);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${shell}/dashboard`, { timeout: 10000 });

      const logoutEvent = page.waitForRequest((request) =>
        /\/api\/log-logout-event\/\d+$/.test(request.url()),
      );
      await page.locator('header').getByRole('button', { name: 'Logout' }).click();
      const request = await logoutEvent;
      expect(request.headers().authorization).toMatch(/^Bearer .+/);
      await page.waitForURL(`${shell}/login`);
      expect(
        await page.evaluate(() => [sessionStorage.getItem('user_id'), sessionStorage.getItem('user_token')]),
      ).toEqual([null, null]);
      await page.locator('header').getByRole('link', { name: 'Contact' }).waitFor();

      await page.goto(`${shell}/dashboard`);
      await page.waitForURL(`${shell}/login`, { timeout: 20000 });
    });
  });
});
