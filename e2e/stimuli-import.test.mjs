// A lab brings its own study through the admin's Stimuli screen (docs/experimenter/stimuli.md): six clips made with
// ffmpeg's testsrc2 (two contents × three bitrates, the bitrate an attribute column of the lab's own), uploaded with
// their manifest, checked in a dry run whose report is read, then applied; a participant rates the six clips
// (SQLite, SEED_DEMO=false, a media folder of the lab's own), and the analysis groups the ratings by the bitrate.
/* global document */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { csvRecords } from '@vvq/subjective';
import { callApi, createParticipant, expectOk, loginAdmin } from './support/api.mjs';
import { seriousAxeViolations } from './support/axe.mjs';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { ownMediaFolder } from './support/own-media.mjs';
import { QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

// The study's media folder starts empty: the import moves the uploaded files into it.
const media = ownMediaFolder();
// Where the lab keeps its clips before the upload (its own computer).
const lab = ownMediaFolder();
const env = useStack({ apiEnv: { SEED_DEMO: 'false', MEDIA_DIR: media.dir } });

const CONTENTS = ['alpha', 'beta'];
const BITRATES = ['100', '300', '900'];
/** What the participant gives each bitrate on Overall Experience (1–5): better with more bits. */
const OVERALL = { 100: 2, 300: 3, 900: 5 };
const STIMULI = CONTENTS.flatMap((content) =>
  BITRATES.map((kbps) => ({
    label: `${content}_${kbps}k`,
    file: `own/${content}_${kbps}k.mp4`,
    content,
    kbps,
  })),
);

async function adminLogin(page) {
  const main = page.locator('main');
  await page.goto(`${env.stack.urls.shell}/admin`);
  await main.getByRole('button', { name: 'Admin Login' }).click();
  await page.waitForURL('**/admin/login');
  await main.getByLabel('Email').fill(env.stack.admin.email);
  await main.getByLabel('Password').fill(env.stack.admin.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
}

let manifestPath;

beforeAll(async () => {
  for (const s of STIMULI) {
    lab.clip(`${s.content}_${s.kbps}k.mp4`, 'h264', 2, ['-b:v', `${s.kbps}k`]);
  }
  manifestPath = join(lab.dir, 'study.csv');
  writeFileSync(
    manifestPath,
    [
      'label,file,content,view,compression_type,qp,bitrate_kbps',
      ...STIMULI.map((s) => `${s.label},${s.file},${s.content},front,h264,,${s.kbps}`),
    ].join('\n') + '\n',
  );
  const admin = await loginAdmin(env.stack);
  await expectOk(
    callApi(env.stack, 'PATCH', '/admin/study-settings', {
      body: { videos_per_session: STIMULI.length },
      token: admin.token,
    }),
    'study settings',
  );
}, 60000);

afterAll(() => {
  media.remove();
  lab.remove();
});

describe('a lab imports its own stimuli and analyses them by its own attribute', () => {
  test('the Stimuli screen uploads the manifest and clips, reports the dry run, and applies it', async () => {
    await withPage(env.browser, 'stimuli-import-upload', async ({ page }) => {
      await adminLogin(page);
      await page.goto(`${env.stack.urls.shell}/admin/stimuli`);
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Stimuli' }).waitFor({ timeout: 20000 });
      await main.getByLabel('Manifest (CSV or JSON)').setInputFiles(manifestPath);
      await main
        .getByLabel('Media files')
        .setInputFiles(STIMULI.map((s) => join(lab.dir, 'own', `${s.content}_${s.kbps}k.mp4`)));
      await main.getByRole('button', { name: 'Upload and check (dry run)' }).click();
      await main
        .getByRole('status')
        .getByText('Dry run done: read the report, then apply the import.')
        .waitFor({ timeout: 60000 });

      // The report: one row per stimulus, each ok and new, and a summary line that says so.
      await main.getByText('6 stimuli: 6 ok, 0 with warnings, 0 with errors — 6 new').waitFor();
      const report = main.getByRole('table', { name: 'Import report' });
      const reportRows = report.getByRole('row');
      expect(await reportRows.count()).toBe(1 + STIMULI.length);
      for (const s of STIMULI) {
        const row = reportRows.filter({ hasText: s.label });
        expect(await row.getByRole('cell').allInnerTexts()).toEqual(
          expect.arrayContaining([s.label, 'ok', 'insert']),
        );
      }
      // Nothing is in the catalogue before the import is applied.
      const admin = await loginAdmin(env.stack);
      const before = await expectOk(
        callApi(env.stack, 'GET', '/admin/stimuli', { token: admin.token }),
        'stimuli',
      );
      expect(before).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await main.getByRole('button', { name: 'Apply the import' }).click();
      await main.getByRole('status').getByText('Imported: 6 new, 0 changed.').waitFor({ timeout: 60000 });
      const catalogue = await expectOk(
        callApi(env.stack, 'GET', '/admin/stimuli', { token: admin.token }),
        'stimuli',
      );
      expect(catalogue.map((r) => [r.label, r.content, r.attributes, r.url]).sort()).toEqual(
        STIMULI.map((s) => [s.label, s.content, { bitrate_kbps: s.kbps }, `/media/${s.file}`]).sort(),
      );
      expect(catalogue.every((r) => r.sha256 && /^[0-9a-f]{64}$/.test(r.sha256))).toBe(true);
      // The screen's catalogue lists each with its attribute and file check.
      const list = main.getByRole('table', { name: 'Stimuli' });
      for (const s of STIMULI) {
        const row = list.getByRole('row').filter({ hasText: s.label });
        await row.getByRole('cell', { name: `bitrate_kbps ${s.kbps}`, exact: true }).waitFor();
        await row.getByRole('cell', { name: 'ok', exact: true }).waitFor();
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  test('a participant rates the six imported clips', async () => {
    const p = await createParticipant(env.stack, { name: 'Own Rater' });
    await expectOk(
      callApi(env.stack, 'POST', '/questionnaire', {
        body: { ...QUESTIONNAIRE, user_id: p.user_id },
        token: p.token,
      }),
      'questionnaire',
    );
    await withPage(env.browser, 'stimuli-import-rating', async ({ page, context }) => {
      await seedSessionStorage(context, { user_id: p.user_id, user_name: p.name, user_token: p.token });
      await page.goto(`${env.stack.urls.shell}/dashboard`);
      const rate = page.locator('main').getByRole('button', { name: 'Rate Videos' });
      await rate.waitFor({ timeout: 20000 });
      await rate.click();
      await page.waitForURL(`${env.stack.urls.shell}/rate-videos`, { timeout: 20000 });
      const cards = page.getByTestId('video-card');
      await cards.first().waitFor({ timeout: 20000 });
      expect(await cards.count()).toBe(STIMULI.length);
      const sources = await page
        .getByTestId('rating-video')
        .evaluateAll((videos) => videos.map((v) => v.getAttribute('src')));
      expect([...sources].sort()).toEqual(STIMULI.map((s) => `/media/${s.file}`).sort());

      for (const [index, url] of sources.entries()) {
        const card = cards.nth(index);
        const kbps = STIMULI.find((s) => `/media/${s.file}` === url).kbps;
        // The file plays in the browser: its first frame decodes.
        await card.getByTestId('rating-video').evaluate(
          (video) =>
            new Promise((resolve, reject) => {
              if (video.readyState >= 2) return resolve();
              video.addEventListener('loadeddata', resolve, { once: true });
              video.addEventListener('error', () => reject(new Error(`cannot play ${video.src}`)), {
                once: true,
              });
              video.load();
            }),
        );
        // Overall Experience starts at 3; the keyboard moves it to this bitrate's score.
        const steps = OVERALL[kbps] - 3;
        await card.getByLabel('Overall Experience').focus();
        for (let i = 0; i < Math.abs(steps); i += 1)
          await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
        await card.getByRole('button', { name: 'Submit', exact: true }).click();
        await page.locator('.modal.show').getByText('Submit your feedback?').waitFor();
        await page.getByRole('dialog').getByRole('button', { name: 'Submit', exact: true }).click();
        await page.waitForFunction(
          (i) => document.querySelectorAll('[data-testid="video-card"]')[i]?.dataset.done === 'true',
          index,
        );
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await page.getByTestId('thank-you-banner').waitFor({ timeout: 10000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  test('the analysis groups the ratings by the bitrate, on the screen and in the per-condition export', async () => {
    const admin = await loginAdmin(env.stack);
    const analysis = await expectOk(
      callApi(env.stack, 'GET', '/admin/analysis?screening=off&group_by=attribute:bitrate_kbps', {
        token: admin.token,
      }),
      'analysis by bitrate',
    );
    const byBitrate = analysis.conditions.filter((c) => c.kind === 'attribute');
    // Two contents per bitrate, one score each: MOS = the score given.
    expect(byBitrate.map((c) => [c.label, c.all.n, c.all.mos])).toEqual(
      BITRATES.map((kbps) => [`bitrate_kbps = ${kbps}`, 2, OVERALL[kbps]]),
    );
    const exported = await callApi(
      env.stack,
      'GET',
      '/admin/analysis/export/conditions.csv?screening=off&group_by=attribute:bitrate_kbps',
      { token: admin.token },
    );
    expect(exported.status).toBe(200);
    const [header, ...rows] = [...csvRecords(exported.body)].map((r) => r.fields);
    const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
    expect(
      records.filter((r) => r.kind === 'attribute').map((r) => [r.attribute, r.attribute_value, r.n, r.mos]),
    ).toEqual(BITRATES.map((kbps) => ['bitrate_kbps', kbps, '2', String(OVERALL[kbps])]));

    await withPage(env.browser, 'stimuli-import-analysis', async ({ page }) => {
      await adminLogin(page);
      await page.goto(`${env.stack.urls.shell}/admin/analysis`);
      const main = page.locator('main');
      const select = main.getByLabel('Conditions also by attribute');
      await select.waitFor({ timeout: 20000 });
      await select.selectOption('bitrate_kbps');
      const table = main.getByRole('table', { name: 'Conditions' });
      for (const kbps of BITRATES) {
        await table
          .getByRole('row')
          .filter({ hasText: `bitrate_kbps = ${kbps}` })
          .getByRole('cell', { name: OVERALL[kbps].toFixed(3), exact: true })
          .first()
          .waitFor({ timeout: 20000 });
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
