// Study settings (docs/developer/decisions/study-settings.md) in a real browser against the real API: an
// admin switches the rating labels to the ITU-T P.910 / BT.500 ACR preset with the keyboard, saves, and sees
// the change in the history; a participant's rating page then reads 5 Excellent … 1 Bad on the guide and on
// the sliders. The file has its own stack (a fresh database), so the changed setting reaches no other test
// file. axe-core finds nothing serious or critical on the settings screen as loaded, after a save and with a
// refused field.
/* global document */
import { describe, expect, test } from '@jest/globals';
import { seriousAxeViolations } from './support/axe.mjs';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { callApi, createParticipant, expectOk as ok, loginAdmin } from './support/api.mjs';
import { QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

/** The guide's lines as the participant reads them. */
async function guideLines(page) {
  return page
    .getByTestId('rating-scale-guide')
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent.replace(/\s+/g, ' ').trim()));
}

/** A participant who has answered the questionnaire, logged in through the API. */
async function participantReadyToRate() {
  const participant = await createParticipant(env.stack, { name: 'Label Reader' });
  await ok(
    callApi(env.stack, 'POST', '/questionnaire', {
      token: participant.token,
      body: { ...QUESTIONNAIRE, user_id: participant.user_id },
    }),
    'questionnaire',
  );
  return participant;
}

/** From the dashboard to the rate screen, as a participant does; resolves once the cards are there. */
async function openRateScreen(page, participant, context) {
  await seedSessionStorage(context, {
    user_id: participant.user_id,
    user_name: participant.name,
    user_token: participant.token,
  });
  await page.goto(`${env.stack.urls.shell}/dashboard`);
  const rate = page.locator('main').getByRole('button', { name: 'Rate Videos' });
  await rate.waitFor({ timeout: 20000 });
  await rate.click();
  await page.waitForURL('**/rate-videos', { timeout: 20000 });
  await page.getByTestId('video-card').first().waitFor({ timeout: 20000 });
}

describe('study settings', () => {
  test("by default the rating page shows the spec's labels", async () => {
    const participant = await participantReadyToRate();
    await withPage(env.browser, 'study-settings-spec-labels', async ({ page, context }) => {
      await openRateScreen(page, participant, context);
      expect(await guideLines(page)).toEqual([
        '0 Very Poor',
        '1 Poor',
        '2 Fair',
        '3 Good',
        '4 Very Good',
        '5 Excellent',
      ]);
      const card = page.getByTestId('video-card').first();
      await card.getByLabel('Visual Clarity').focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await card.getByText('1 – Very Poor').waitFor();
    });
  });

  test('an admin switches the labels to ACR and sees the change recorded; participants then read them', async () => {
    await withPage(env.browser, 'study-settings-admin', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/admin/login`);
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });

      await main.getByRole('link', { name: /^Study settings/ }).click();
      await page.waitForURL('**/admin/study-settings');
      await main.getByRole('heading', { name: 'Study settings', level: 1 }).waitFor();
      for (const legend of [
        'Session',
        'Study texts',
        'Rating scale',
        'Playback & environment',
        'Panel & completion',
        'Quality control',
      ]) {
        await main.getByRole('group', { name: legend, exact: true }).waitFor();
      }
      expect(await main.getByLabel('Videos per session').inputValue()).toBe('4');
      await main.getByText('No setting has been changed yet.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The keyboard alone: the arrow key moves the radio group to the ACR preset, Enter on Save submits.
      const spec = main.getByRole('radio', { name: /The spec’s labels/ });
      const acr = main.getByRole('radio', { name: /ITU-T P.910 \/ BT.500 ACR labels/ });
      expect(await spec.isChecked()).toBe(true);
      await spec.focus();
      await page.keyboard.press('ArrowDown');
      expect(await acr.isChecked()).toBe(true);
      await main
        .getByTestId('preview-guide')
        .getByText('5 Excellent, 4 Good, 3 Fair, 2 Poor, 1 Bad')
        .waitFor();
      // The admin area is English, its preview speaks the participant's language: the server's German words.
      const previewLanguage = main.getByLabel('Preview language');
      await previewLanguage.selectOption('de');
      await main
        .getByTestId('preview-sliders')
        .getByText('5 – Ausgezeichnet, 4 – Gut, 3 – Ordentlich, 2 – Dürftig, 1 – Schlecht')
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await previewLanguage.selectOption('en');
      await main.getByRole('button', { name: 'Save changes' }).focus();
      await page.keyboard.press('Enter');

      const status = main.getByText(/^Settings saved \(1 changed: Rating scale labels\)/);
      await status.waitFor({ timeout: 10000 });
      // Focus moved to the status, so a screen reader reads it at once.
      await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Settings saved'));
      await main.getByTestId('source-rating_labels').getByText('Saved value set by an admin').waitFor();

      const history = main.getByRole('table', { name: 'Change history' });
      const row = history.locator('tbody tr').first();
      await row.waitFor({ timeout: 10000 });
      const cells = await row.locator('td').allTextContents();
      expect(cells.slice(1)).toEqual([
        env.stack.admin.email,
        'Rating scale labels',
        'The spec’s labels (default) → ITU-T P.910 / BT.500 ACR labels',
      ]);
      // With the success status and the history table on screen.
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A browser check: a value out of bounds is refused next to its field, with focus on it, and nothing is sent.
      const videos = main.getByLabel('Videos per session');
      await videos.fill('0');
      await main.getByRole('button', { name: 'Save changes' }).click();
      await main.getByText('Videos per session: enter a number from 1 to 50.').waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'study-setting-videos_per_session');
      // With a field marked invalid and its message.
      expect(await seriousAxeViolations(page)).toEqual([]);
      await main.getByRole('button', { name: 'Discard changes' }).click();
      expect(await videos.inputValue()).toBe('4');
    });

    // The server holds the change with who made it.
    const admin = await loginAdmin(env.stack);
    const saved = await ok(
      callApi(env.stack, 'GET', '/admin/study-settings', { token: admin.token }),
      'study settings',
    );
    expect(saved.settings.rating_labels).toBe('itu-acr');
    expect(saved.sources.rating_labels).toBe('admin');
    const recorded = await ok(
      callApi(env.stack, 'GET', '/admin/study-settings/history', { token: admin.token }),
      'history',
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ key: 'rating_labels', old_value: '"spec"', new_value: '"itu-acr"' });

    const participant = await participantReadyToRate();
    await withPage(env.browser, 'study-settings-acr-labels', async ({ page, context }) => {
      await openRateScreen(page, participant, context);
      expect(await guideLines(page)).toEqual(['5 Excellent', '4 Good', '3 Fair', '2 Poor', '1 Bad']);
      const card = page.getByTestId('video-card').first();
      await card.getByText('3 – Fair').first().waitFor();
      await card.getByLabel('Visual Clarity').focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await card.getByText('1 – Bad').waitFor();
      expect(await card.getByLabel('Visual Clarity').getAttribute('aria-valuetext')).toBe('1 – Bad');
    });
  });

  test('an admin resets the labels to the default with the keyboard; the reset is recorded; participants read the spec again', async () => {
    await withPage(env.browser, 'study-settings-reset', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/admin/login`);
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
      await page.goto(`${env.stack.urls.shell}/admin/study-settings`);
      await main.getByRole('heading', { name: 'Study settings', level: 1 }).waitFor({ timeout: 20000 });
      // Never saved: the badge does not claim a saved value, and there is nothing to reset.
      await main.getByTestId('source-videos_per_session').getByText('Default value (none saved)').waitFor();
      expect(await main.getByRole('button', { name: 'Reset Videos per session' }).count()).toBe(0);

      const reset = main.getByRole('button', { name: 'Reset Rating scale labels' });
      await reset.focus();
      await page.keyboard.press('Enter');
      const status = main.getByText(
        'Rating scale labels reset: it reads the default again. The change is recorded in the history.',
      );
      await status.waitFor({ timeout: 10000 });
      await page.waitForFunction(() =>
        document.activeElement?.textContent?.startsWith('Rating scale labels reset'),
      );
      expect(await main.getByRole('radio', { name: /The spec’s labels/ }).isChecked()).toBe(true);
      await main.getByTestId('source-rating_labels').getByText('Default value (none saved)').waitFor();
      const row = main.getByRole('table', { name: 'Change history' }).locator('tbody tr').first();
      await row.getByText('(reset to the default)').waitFor({ timeout: 10000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    const admin = await loginAdmin(env.stack);
    const recorded = await ok(
      callApi(env.stack, 'GET', '/admin/study-settings/history', { token: admin.token }),
      'history',
    );
    expect(recorded[0]).toMatchObject({ key: 'rating_labels', new_value: '"spec"', reset_to: 'default' });

    const participant = await participantReadyToRate();
    await withPage(env.browser, 'study-settings-after-reset', async ({ page, context }) => {
      await openRateScreen(page, participant, context);
      expect((await guideLines(page))[0]).toBe('0 Very Poor');
    });
  });

  test("an admin writes the study's own FAQ; the landing page shows it as written; a reset brings the spec's back", async () => {
    await withPage(env.browser, 'study-settings-faq-admin', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/admin/login`);
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
      await page.goto(`${env.stack.urls.shell}/admin/study-settings`);
      await main.getByRole('heading', { name: 'Study settings', level: 1 }).waitFor({ timeout: 20000 });

      const faq = main.getByLabel('FAQ', { exact: true });
      expect(await faq.inputValue()).toBe('');
      // An entry without its answer is explained next to the field, and nothing is sent.
      await faq.fill('How long does it take?');
      await main.getByRole('button', { name: 'Save changes' }).click();
      await main.getByText(/^FAQ: entry 1 has no answer/).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await faq.fill(
        'How long does it take?\nAbout ten minutes.\n\nIs <b>this</b> bold?\nNo: the FAQ is\nplain text.',
      );
      await main.getByRole('button', { name: 'Save changes' }).click();
      await main.getByText(/^Settings saved \(1 changed: FAQ\)/).waitFor({ timeout: 10000 });
      const row = main.getByRole('table', { name: 'Change history' }).locator('tbody tr').first();
      await row.getByText(/the spec’s FAQ.* → 2 questions/).waitFor({ timeout: 10000 });
    });

    const landingFaq = async (name) => {
      let questions = [];
      await withPage(env.browser, name, async ({ page }) => {
        await page.goto(`${env.stack.urls.shell}/`);
        const section = page.locator('section', {
          has: page.getByRole('heading', { name: 'Frequently Asked Questions' }),
        });
        await section.waitFor({ timeout: 20000 });
        const buttons = section.getByRole('button');
        await buttons.first().waitFor();
        questions = await buttons.allTextContents();
        await buttons.first().click();
        await section.locator('.accordion-collapse.show').first().waitFor();
        questions.push(await section.locator('.accordion-collapse.show').first().textContent());
        expect(await section.locator('b').count()).toBe(0);
      });
      return questions;
    };
    expect(await landingFaq('study-settings-faq-landing')).toEqual([
      'How long does it take?',
      'Is <b>this</b> bold?',
      'About ten minutes.',
    ]);

    const admin = await loginAdmin(env.stack);
    const saved = await ok(
      callApi(env.stack, 'GET', '/admin/study-settings', { token: admin.token }),
      'study settings',
    );
    expect(saved.settings.faq).toEqual([
      { question: 'How long does it take?', answer: 'About ten minutes.' },
      { question: 'Is <b>this</b> bold?', answer: 'No: the FAQ is plain text.' },
    ]);
    await ok(callApi(env.stack, 'DELETE', '/admin/study-settings/faq', { token: admin.token }), 'reset');
    const spec = await landingFaq('study-settings-faq-spec');
    expect(spec).toHaveLength(7);
    expect(spec[0]).toBe('What is the purpose of this study?');
  });
});
