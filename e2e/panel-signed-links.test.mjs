// Signed panel links in a real browser: an admin sets the write-only panel link secret (the form then reads
// "(set, hidden)", and so does the history), makes a participant's signed SONA link on the study settings screen,
// and a participant opening the bare link is refused with the server's words while the signed link enters. The file
// has its own stack, so the secret reaches no other test file. axe-core finds nothing serious on the screen.
import { describe, expect, test } from '@jest/globals';
import { seriousAxeViolations } from './support/axe.mjs';
import { withPage } from './support/browser.mjs';
import { callApi, expectOk, loginAdmin } from './support/api.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();
const SECRET = 'e2e-panel-link-secret-0123456789';
const NOT_SIGNED =
  'This study link is not signed for this participant id. Open the study from the link you were given.';

describe('signed panel links', () => {
  test('admin sets the secret and makes a signed SONA link; only the signed link enters', async () => {
    const admin = await loginAdmin(env.stack);
    await expectOk(
      callApi(env.stack, 'PATCH', '/admin/study-settings', {
        body: { panel_entry: true },
        token: admin.token,
      }),
      'panel entry on',
    );
    let link;
    await withPage(env.browser, 'panel-signed-links-admin', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/admin/login`);
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
      await page.goto(`${env.stack.urls.shell}/admin/study-settings`);

      const secret = main.getByLabel('Panel link secret', { exact: true });
      await secret.fill(SECRET);
      await main.getByRole('button', { name: 'Save changes' }).click();
      await main.getByText(/^Settings saved \(1 changed: Panel link secret\)/).waitFor({ timeout: 10000 });
      expect(await secret.inputValue()).toBe('(set, hidden)');
      const row = main.getByRole('table', { name: 'Change history' }).locator('tbody tr').first();
      await row.waitFor({ timeout: 10000 });
      expect((await row.locator('td').allTextContents()).slice(2)).toEqual([
        'Panel link secret',
        'none → (set, hidden)',
      ]);
      expect(await page.content()).not.toContain(SECRET);

      await main.getByLabel('Participant ids').fill('40123');
      await main.getByRole('button', { name: 'Make signed links' }).click();
      const links = main.getByLabel('Signed links');
      await links.waitFor({ timeout: 10000 });
      link = await links.inputValue();
      expect(link).toMatch(/\/\?panel=sona&id=40123&sig=[0-9a-f]{64}$/);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    await withPage(env.browser, 'panel-signed-links-participant', async ({ page }) => {
      const main = page.locator('main');
      await page.goto(`${env.stack.urls.shell}/?panel=sona&id=40123`);
      await main.getByText(NOT_SIGNED).waitFor({ timeout: 20000 });
      await page.goto(link);
      await page.waitForURL(`${env.stack.urls.shell}/dashboard`, { timeout: 20000 });
      await main.getByRole('heading', { name: 'Welcome, SONA PARTICIPANT' }).waitFor();
    });
  });
});
