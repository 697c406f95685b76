// The participant journey in German and in Arabic (right to left) through the shell: a `lang=` link, signup, login,
// questionnaire, the rating screen with the scale words of the participant's language, one rating; axe-core finds
// nothing serious on each page, and after the first rating the language menu is gone and the server refuses a change.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
/* global document, sessionStorage */
import { callApi, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { withPage } from './support/browser.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

const JOURNEYS = {
  de: {
    dir: 'ltr',
    name: 'Deutsch',
    signupHeading: 'Registrieren',
    signupButton: 'Registrieren',
    loginHeading: 'Anmelden',
    loginButton: 'Anmelden',
    welcome: 'Willkommen, SPRACH TESTER',
    questionnaireButton: 'Fragebogen ausfüllen',
    questionnaireHeading: 'Fragebogen zur Studie',
    submit: 'Absenden',
    questionnaireDone: 'Fragebogen erfolgreich abgeschickt!',
    rateVideos: 'Videos bewerten',
    ratedNone: '0 von 4 bewertet',
    guideWord: 'Ausgezeichnet',
    clarity: 'Bildschärfe',
    caption: /^4 – Gut$/,
    confirm: 'Ihr Feedback abschicken?',
    submitted: 'Abgeschickt',
  },
  ar: {
    dir: 'rtl',
    name: 'العربية',
    signupHeading: 'إنشاء حساب',
    signupButton: 'إنشاء الحساب',
    loginHeading: 'تسجيل الدخول',
    loginButton: 'تسجيل الدخول',
    welcome: 'مرحبًا، SPRACH TESTER',
    questionnaireButton: 'تعبئة الاستبيان',
    questionnaireHeading: 'استبيان الدراسة',
    submit: 'إرسال',
    questionnaireDone: 'تم إرسال الاستبيان بنجاح!',
    rateVideos: 'تقييم الفيديوهات',
    ratedNone: /^تم تقييم \S+ من \S+$/,
    guideWord: 'ممتاز',
    clarity: 'الوضوح البصري',
    caption: /– جيد$/,
    confirm: 'هل تريد إرسال تقييمك؟',
    submitted: 'تم الإرسال',
  },
};

async function expectAxeClean(page, where) {
  expect({ where, violations: await seriousAxeViolations(page) }).toEqual({ where, violations: [] });
}

/** The questionnaire by its controls' ids (their labels are in the participant's language); values stay English. */
async function fillQuestionnaireById(main) {
  await main.locator('#q-age').fill('29');
  await main.locator('#q-gender').selectOption('Female');
  await main.locator('#q-education').selectOption("Bachelor's Degree");
  await main.locator('#q-field_of_study').selectOption('Film');
  await main.locator('#q-familiarity').selectOption('Somewhat Familiar');
  await main.locator('[id="q-understanding-3"]').check();
  await main.locator('#q-technical_knowledge').selectOption('Not Knowledgeable');
  await main.locator('#q-quality_metrics').selectOption('Not Familiar');
  await main.locator('[id="q-previous_participation-No"]').check();
  await main.locator('[id="q-quiz1-Captures 3D space"]').check();
  await main.locator('[id="q-quiz2-Using multiple cameras and depth sensors"]').check();
  await main.locator('[id="q-quiz3-Virtual Reality Experiences"]').check();
  await main.locator('#q-consent').check();
}

describe('the participant journey in other languages', () => {
  let admin;
  beforeAll(async () => {
    admin = await loginAdmin(env.stack);
    const offer = await callApi(env.stack, 'PATCH', '/admin/study-settings', {
      token: admin.token,
      body: { offered_languages: 'en,de,ar' },
    });
    expect(offer.status).toBe(200);
  });
  afterAll(async () => {
    await callApi(env.stack, 'PATCH', '/admin/study-settings', {
      token: admin.token,
      body: { offered_languages: 'en,de,fr,es,zh-Hans' },
    });
  });

  test.each(Object.entries(JOURNEYS))(
    '%s: signup → questionnaire → a rating, axe-clean',
    async (code, text) => {
      await withPage(env.browser, `participant-language-${code}`, async ({ page }) => {
        const shell = env.stack.urls.shell;
        const main = page.locator('main');
        const email = `language-${code}-${Date.now()}@vvq.test`;

        await page.goto(`${shell}/signup?lang=${code}`);
        await main.getByRole('heading', { name: text.signupHeading }).waitFor({ timeout: 20000 });
        expect(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
        ).toEqual([code, text.dir]);
        await expectAxeClean(page, `${code} signup`);
        await main.locator('#signup-name').fill('Sprach Tester');
        await main.locator('#signup-email').fill(email);
        await main.getByRole('button', { name: text.signupButton }).click();
        await page.waitForURL(`${shell}/login`, { timeout: 20000 });
        await main.getByRole('heading', { name: text.loginHeading }).waitFor();
        await main.locator('#login-email').fill(email);
        await main.getByRole('button', { name: text.loginButton }).click();
        await page.waitForURL(`${shell}/dashboard`, { timeout: 20000 });
        await main.getByRole('heading', { name: text.welcome }).waitFor();
        await expectAxeClean(page, `${code} dashboard`);

        await main.getByRole('button', { name: text.questionnaireButton }).click();
        await main.getByRole('heading', { name: text.questionnaireHeading }).waitFor();
        await fillQuestionnaireById(main);
        await expectAxeClean(page, `${code} questionnaire`);
        await main.getByRole('button', { name: text.submit, exact: true }).click();
        await main.getByText(text.questionnaireDone).waitFor();
        await page.waitForURL(`${shell}/dashboard`, { timeout: 10000 });

        const rate = main.getByRole('button', { name: text.rateVideos });
        await rate.waitFor({ timeout: 20000 });
        await rate.click();
        await page.waitForURL(`${shell}/rate-videos`, { timeout: 20000 });
        const cards = page.getByTestId('video-card');
        await cards.first().waitFor({ timeout: 20000 });
        await main.getByTestId('rated-count').getByText(text.ratedNone).waitFor();
        await page.getByTestId('rating-scale-guide').getByText(text.guideWord).waitFor();
        await expectAxeClean(page, `${code} rating`);
        // Before the first rating the language menu is offered.
        await page.locator('header').getByTestId('language-switcher').waitFor();

        const card = cards.first();
        await card.getByLabel(text.clarity).focus();
        // ArrowUp raises a slider in either direction (ArrowRight lowers it right to left).
        await page.keyboard.press('ArrowUp');
        await card.getByText(text.caption).waitFor();
        await card.getByRole('button', { name: text.submit, exact: true }).click();
        await page.locator('.modal.show').getByText(text.confirm).waitFor();
        await page.getByRole('dialog').getByRole('button', { name: text.submit, exact: true }).click();
        await card.getByRole('button', { name: text.submitted }).waitFor({ timeout: 20000 });

        // Locked: the menu gives way to the language's name, and the server keeps the language.
        await page.locator('header').getByText(text.name, { exact: true }).waitFor();
        expect(await page.locator('header').getByTestId('language-switcher').count()).toBe(0);
        const [userId, token] = await page.evaluate(() => [
          sessionStorage.getItem('user_id'),
          sessionStorage.getItem('user_token'),
        ]);
        const change = await callApi(env.stack, 'PUT', `/participants/${userId}/language`, {
          token,
          body: { language: 'en' },
        });
        expect(change.status).toBe(409);
        const exported = await callApi(env.stack, 'GET', `/admin/participants/${userId}/export`, {
          token: admin.token,
        });
        expect(exported.body.participant.language).toBe(code);
      });
    },
  );
});
