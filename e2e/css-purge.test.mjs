// The built apps with the purged Bootstrap CSS (tools/vite/used-css.ts) still style what react-bootstrap renders and
// changes at run time: computed styles of the key components in Chromium. (Every browser test also fails when a class
// on screen was purged: support/class-recorder.mjs.)
/* global document, getComputedStyle, window */
import { describe, expect, test } from '@jest/globals';
import { callApi, createParticipant, expectOk } from './support/api.mjs';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

const PRIMARY = 'rgb(13, 110, 253)';
const DANGER = 'rgb(220, 53, 69)';
const SUCCESS = 'rgb(25, 135, 84)';

/** Computed values of `properties` on the first element matching `selector`. */
function styleOf(page, selector, properties) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, names) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        ...Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])),
        box: { top: box.top, left: box.left, width: box.width, height: box.height },
      };
    }, properties);
}

/**
 * Waits (up to 5 s) until `property` of the first `selector` element is `expected`, so a running CSS transition
 * (`.form-control`'s border colour, `.fade`'s opacity) settles first; then asserts it, for jest's message.
 */
async function expectSettled(page, selector, property, expected) {
  await page
    .waitForFunction(
      ([sel, name, value]) => {
        const element = document.querySelector(sel);
        return element !== null && getComputedStyle(element).getPropertyValue(name) === value;
      },
      [selector, property, expected],
      { timeout: 5000 },
    )
    .catch(() => undefined);
  expect({ selector, [property]: (await styleOf(page, selector, [property]))[property] }).toEqual({
    selector,
    [property]: expected,
  });
}

describe('Bootstrap styles after the purge', () => {
  test('landing (buttons, FAQ accordion, expanded navbar) and signup validation', async () => {
    await withPage(
      env.browser,
      'css-landing',
      async ({ page }) => {
        await page.goto(`${env.stack.urls.shell}/`);
        await page.locator('.accordion-button').first().waitFor();

        expect(await styleOf(page, '.btn-primary', ['background-color', 'color'])).toMatchObject({
          'background-color': PRIMARY,
          color: 'rgb(255, 255, 255)',
        });
        expect((await styleOf(page, '.btn-success', ['background-color']))['background-color']).toBe(SUCCESS);
        expect((await styleOf(page, '.btn-outline-light', ['border-top-color']))['border-top-color']).toBe(
          'rgb(248, 249, 250)',
        );

        // navbar-expand-lg at 1280 px: no toggler, the links in a row.
        expect((await styleOf(page, '.navbar-toggler', ['display'])).display).toBe('none');
        expect((await styleOf(page, '.navbar-collapse', ['display'])).display).toBe('flex');
        expect((await styleOf(page, '.navbar', ['background-color']))['background-color']).toBe(
          'rgb(33, 37, 41)',
        );

        // Accordion: closed items hide their body; a click opens the first (collapsing → collapse show).
        const closed = await styleOf(page, '.accordion-button', ['background-color']);
        expect((await styleOf(page, '.accordion-collapse', ['display'])).display).toBe('none');
        await page.locator('.accordion-button').first().click();
        await page.locator('.accordion-collapse.show').first().waitFor();
        const body = await styleOf(page, '.accordion-collapse.show', ['display']);
        expect(body.display).toBe('block');
        expect(body.box.height).toBeGreaterThan(20);
        // The open header takes the primary subtle background (after its colour transition).
        await expectSettled(
          page,
          '.accordion-button:not(.collapsed)',
          'background-color',
          'rgb(207, 226, 255)',
        );
        expect(closed['background-color']).toBe('rgb(255, 255, 255)');

        await page.goto(`${env.stack.urls.shell}/signup`);
        const main = page.locator('main');
        // A name the product refuses (digits only): the field is marked invalid and the feedback shows.
        await main.getByLabel('Name').fill('12345');
        await main.getByLabel('Email').fill('css-invalid@vvq.test');
        await main.getByRole('button', { name: 'Signup' }).click();
        await page.locator('.is-invalid').first().waitFor();
        await expectSettled(page, '.is-invalid', 'border-top-color', DANGER);
        expect(await styleOf(page, '.invalid-feedback', ['display', 'color'])).toMatchObject({
          display: 'block',
          color: DANGER,
        });
      },
      { viewport: { width: 1280, height: 800 } },
    );
  });

  test('narrow screen: the navbar collapses behind its toggler and opens', async () => {
    await withPage(
      env.browser,
      'css-navbar-narrow',
      async ({ page }) => {
        await page.goto(`${env.stack.urls.shell}/`);
        const toggler = page.locator('.navbar-toggler').first();
        await toggler.waitFor();
        expect((await styleOf(page, '.navbar-toggler', ['display'])).display).not.toBe('none');
        expect((await styleOf(page, '.navbar-collapse', ['display'])).display).toBe('none');
        await toggler.click();
        await page.locator('.navbar-collapse.show').waitFor();
        const open = await styleOf(page, '.navbar-collapse.show', ['display', 'flex-basis']);
        expect(open.display).toBe('block');
        expect(open.box.height).toBeGreaterThan(20);
      },
      { viewport: { width: 390, height: 800 } },
    );
  });

  test('rate videos: progress bar, range, tooltip above the slider, centered confirm modal', async () => {
    const participant = await createParticipant(env.stack, { name: 'Css Tester' });
    await expectOk(
      callApi(env.stack, 'POST', '/questionnaire', {
        token: participant.token,
        body: { ...QUESTIONNAIRE, user_id: participant.user_id },
      }),
      'questionnaire',
    );
    await withPage(
      env.browser,
      'css-rate-videos',
      async ({ context, page }) => {
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
        await card.waitFor({ timeout: 20000 });

        expect(await styleOf(page, '.progress', ['display', 'height'])).toMatchObject({
          display: 'flex',
          height: '16px',
        });
        expect(await styleOf(page, '.form-range', ['appearance', 'height'])).toMatchObject({
          appearance: 'none',
          height: '24px',
        });

        const range = card.locator('.form-range').first();
        await range.focus();
        const tooltip = page.locator('.tooltip.show');
        await tooltip.waitFor();
        await expectSettled(page, '.tooltip.show', 'opacity', '0.9');
        expect((await styleOf(page, '.tooltip.show', ['position'])).position).toBe('absolute');
        expect((await styleOf(page, '.tooltip-inner', ['background-color']))['background-color']).toBe(
          'rgb(0, 0, 0)',
        );
        expect(await tooltip.evaluate((el) => el.className)).toMatch(/\bbs-tooltip-top\b/);
        // Placed above the slider (measured together: focusing may scroll the page).
        const gap = await page.evaluate(() => {
          const tipBox = document.querySelector('.tooltip.show').getBoundingClientRect();
          const rangeBox = document.activeElement.getBoundingClientRect();
          return rangeBox.top - tipBox.bottom;
        });
        expect(gap).toBeGreaterThanOrEqual(-1);
        expect(gap).toBeLessThan(20);
        await range.blur();

        await card.getByRole('button', { name: 'Submit', exact: true }).click();
        await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
        expect((await styleOf(page, '.modal.show', ['display', 'position'])).display).toBe('block');
        await expectSettled(page, '.modal-backdrop', 'opacity', '0.5');
        expect((await styleOf(page, '.modal-backdrop', ['position'])).position).toBe('fixed');
        expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
        const content = await styleOf(page, '.modal-content', ['background-color']);
        expect(content['background-color']).toBe('rgb(255, 255, 255)');
        const viewport = await page.evaluate(() => ({
          width: window.innerWidth,
          height: window.innerHeight,
        }));
        // modal-dialog-centered: the dialog sits in the middle of the screen, both ways.
        expect(Math.abs(content.box.top + content.box.height / 2 - viewport.height / 2)).toBeLessThan(2);
        expect(Math.abs(content.box.left + content.box.width / 2 - viewport.width / 2)).toBeLessThan(2);
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await page.locator('.modal').waitFor({ state: 'detached' });
      },
      { viewport: { width: 1280, height: 800 } },
    );
  });
});
