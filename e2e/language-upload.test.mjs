// A lab adds a language without code: an admin uploads a small Italian catalogue on the Languages screen (a refused
// file first, its problems listed by line), offers `it` in the study settings, and a participant following `?lang=it`
// reads the uploaded texts (English where the file has none); both screens axe-clean. The 6DoF player and DCR texts
// are covered by the participant app's unit tests in German.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
/* global document */
import { callApi, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { withPage } from './support/browser.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

const ITALIAN = `{
  "login.title": "Accesso",
  "common.login": "Entra",
  "common.email": "Posta elettronica",
  "topBar.contact": "Contatti"
}
`;
const BROKEN = `{
  "login.title": "Accesso",
  "login.extra": "In più",
  "dashboard.welcome": "Benvenuto"
}
`;

async function expectAxeClean(page, where) {
  expect({ where, violations: await seriousAxeViolations(page) }).toEqual({ where, violations: [] });
}

describe('a language uploaded by the lab', () => {
  let admin;
  beforeAll(async () => {
    admin = await loginAdmin(env.stack);
  });
  afterAll(async () => {
    await callApi(env.stack, 'PATCH', '/admin/study-settings', {
      token: admin.token,
      body: { offered_languages: 'en,de,fr,es,zh-Hans' },
    });
    await callApi(env.stack, 'DELETE', '/admin/languages/it', { token: admin.token });
  });

  test('upload on the admin screen (problems by line), offer it, a participant reads it with ?lang=it', async () => {
    await withPage(env.browser, 'language-upload-admin', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/admin/login`);
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
      await main.getByRole('link', { name: /^Languages/ }).click();
      await page.waitForURL('**/admin/languages');
      await main.getByRole('heading', { name: 'Languages', level: 1 }).waitFor();
      await main.getByText(/No catalogue uploaded/).waitFor({ timeout: 10000 });

      const upload = async (text) => {
        await main.getByLabel('Language code').fill('it');
        await main.getByLabel('Name in its own words').fill('Italiano');
        await main
          .getByLabel('Catalogue file (JSON)')
          .setInputFiles({ name: 'it.json', mimeType: 'application/json', buffer: Buffer.from(text) });
        await main.getByRole('button', { name: 'Upload and check' }).click();
      };
      await upload(BROKEN);
      const problems = main.getByTestId('catalogue-problems');
      await problems.waitFor({ timeout: 10000 });
      expect(await problems.innerText()).toContain(
        'line 3: "login.extra" is not a key of the English catalogue',
      );

      await upload(ITALIAN);
      await main.getByText(/Stored Italiano \(it\): 4 texts/).waitFor({ timeout: 10000 });
      await main.getByRole('table', { name: 'Uploaded catalogues' }).getByText('Italiano').waitFor();
      await expectAxeClean(page, 'admin languages');
    });

    const offer = await callApi(env.stack, 'PATCH', '/admin/study-settings', {
      token: admin.token,
      body: { offered_languages: 'en,it' },
    });
    expect(offer.status).toBe(200);

    await withPage(env.browser, 'language-upload-participant', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/login?lang=it`);
      await main.getByRole('heading', { name: 'Accesso' }).waitFor({ timeout: 20000 });
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['it', 'ltr']);
      await main.getByLabel('Posta elettronica').waitFor();
      // A key the file leaves out reads English.
      await main.getByRole('link', { name: 'Sign Up' }).waitFor();
      await page.locator('header').getByRole('combobox', { name: 'Language' }).waitFor();
      expect(await page.locator('header').getByRole('option', { name: 'Italiano' }).count()).toBe(1);
      await expectAxeClean(page, 'participant login in Italian');
    });
  });
});
