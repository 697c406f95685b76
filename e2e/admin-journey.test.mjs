// The administrator's journey through the shell in a real browser, on data a participant created through the API in
// the same test: login, statistics, one video's feedback, the Excel export (the downloaded file is opened with
// xlsx), marking a contact message answered, reading a questionnaire, the analysis screen, deleting the participant,
// and the guard.
/* global sessionStorage */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import * as XLSX from 'xlsx';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { callApi, createParticipant, expectOk as ok, loginAdmin } from './support/api.mjs';
import { QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

/**
 * A participant who signed up, answered the questionnaire, rated all four assigned videos (the first with a
 * comment that looks like markup and a formula) and sent a contact message — all through the API.
 */
async function participantWithData() {
  const participant = await createParticipant(env.stack, { name: 'nora journey' });
  const auth = { token: participant.token };
  await ok(
    callApi(env.stack, 'POST', '/questionnaire', {
      ...auth,
      body: { ...QUESTIONNAIRE, user_id: participant.user_id },
    }),
    'questionnaire',
  );
  const session = await ok(
    callApi(env.stack, 'POST', '/v2/session/start', { ...auth, body: { userId: participant.user_id } }),
    'session start',
  );
  expect(session.videos).toHaveLength(4);
  const comment = `<b>not bold</b> =1+1 sharp edges ${participant.user_id}`;
  for (const [index, video] of session.videos.entries()) {
    await ok(
      callApi(env.stack, 'POST', '/v2/ratings', {
        ...auth,
        body: {
          trialId: video.trial_id,
          clarity: 4,
          interaction: 3,
          depth: 5,
          overall: 4,
          comments: index === 0 ? comment : null,
        },
      }),
      `rating ${index + 1}`,
    );
  }
  const messageText = `Journey message ${participant.user_id}: when do results come out?`;
  await ok(
    callApi(env.stack, 'POST', '/contact', {
      ...auth,
      body: { name: 'nora journey', email: participant.email, message: messageText },
    }),
    'contact',
  );
  return { participant, session, comment, messageText };
}

/** Accepts every confirm/alert (the spec uses window.confirm/alert) and keeps their texts. */
function acceptDialogs(page) {
  const seen = [];
  page.on('dialog', async (dialog) => {
    seen.push(dialog.message());
    await dialog.accept();
  });
  return seen;
}

describe('admin journey through the shell', () => {
  test('an admin reviews, exports, answers, reads and deletes what a participant created', async () => {
    const { participant, comment, messageText } = await participantWithData();
    const adminToken = (await loginAdmin(env.stack)).token;
    const serverVideos = await ok(
      callApi(env.stack, 'GET', '/admin/videos', { token: adminToken }),
      'admin videos',
    );
    const userCount = await ok(
      callApi(env.stack, 'GET', '/admin/user-count', { token: adminToken }),
      'user count',
    );
    const stats = await ok(
      callApi(env.stack, 'GET', '/admin/video-rating-stats', { token: adminToken }),
      'rating stats',
    );
    const theirRatings = (
      await ok(callApi(env.stack, 'GET', '/admin/view-feedback', { token: adminToken }), 'feedback')
    ).filter((r) => r.user_id === participant.user_id);
    const ratedVideoIds = new Set(theirRatings.map((r) => r.video_id));
    expect(ratedVideoIds.size).toBe(4);
    const commentedVideoId = theirRatings.find((r) => r.comments === comment).video_id;
    expect(userCount.count).toBeGreaterThanOrEqual(1);
    expect(stats.summary.total_ratings).toBeGreaterThanOrEqual(4);

    await withPage(env.browser, 'admin-journey', async ({ page, consoleErrors }) => {
      const dialogs = acceptDialogs(page);
      const main = page.locator('main');

      // Login through the entry screen; the shell's context reaches the admin bar.
      await page.goto(`${env.stack.urls.shell}/admin`);
      await main.getByRole('button', { name: 'Admin Login' }).click();
      await page.waitForURL('**/admin/login');
      await main.getByLabel('Email').fill(env.stack.admin.email);
      await main.getByLabel('Password').fill(env.stack.admin.password);
      await main.getByRole('button', { name: 'Login' }).click();
      await main.getByText('Login successful!').waitFor();
      await page.waitForURL('**/admin/dashboard', { timeout: 10000 });
      const bar = page.locator('[data-runtime-config]').first();
      expect(await bar.getAttribute('data-runtime-config')).toBe('shell');
      await bar.getByText(`Welcome, ${env.stack.admin.name.toUpperCase()}`).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('admin_token'))).toBeTruthy();

      // Statistics as the server counts them, including this participant and their four ratings.
      // Waits until the card shows exactly this value (a timeout fails the test).
      const statShows = (title, value) =>
        page
          .getByTestId(`stat-${title}`)
          .getByText(String(value), { exact: true })
          .waitFor({ timeout: 10000 });
      await statShows('User Count', userCount.count);
      await statShows('Videos Rated', `${stats.summary.videos_rated} / ${stats.summary.total_videos}`);
      await statShows('Videos Unrated', stats.summary.videos_unrated);
      await statShows('Total Ratings', stats.summary.total_ratings);
      expect(stats.summary.total_videos).toBe(serverVideos.length);
      await main.getByRole('table', { name: 'Top Rated Videos' }).waitFor();

      // One video's feedback, reached from the videos table; the comment is shown as text, never as markup.
      await main.getByRole('button', { name: 'Go to Videos' }).click();
      await page.waitForURL('**/admin/videos');
      await main.getByRole('table', { name: 'Videos' }).waitFor();
      await main.getByLabel('Filter videos').fill(String(commentedVideoId));
      const videoRow = main
        .locator('tbody tr')
        .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${commentedVideoId}$`) }) });
      await videoRow.getByRole('button', { name: 'View feedback' }).click();
      await page.waitForURL(`**/admin/view-feedback/${commentedVideoId}`);
      await main.getByRole('heading', { name: `Feedback for Video #${commentedVideoId}` }).waitFor();
      const commentCell = main.getByTestId('comment-cell').filter({ hasText: 'sharp edges' });
      await expect(commentCell.getAttribute('title')).resolves.toBe(comment);
      await expect(commentCell.textContent()).resolves.toBe(comment);
      await expect(main.locator('b', { hasText: 'not bold' }).count()).resolves.toBe(0);

      // Export: the downloaded workbook has the one sheet Videos with a header and one row per video.
      await page.goto(`${env.stack.urls.shell}/admin/videos`);
      await main.getByRole('table', { name: 'Videos' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('videos.xlsx');
      const workbook = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
      expect(workbook.SheetNames).toEqual(['Videos']);
      const rows = XLSX.utils.sheet_to_json(workbook.Sheets.Videos, { header: 1 });
      expect(rows[0]).toEqual([
        '#',
        'Video ID',
        'Content',
        'View',
        'Compression',
        'QP',
        'Ratings',
        'Avg Clarity',
        'Avg Interaction',
        'Avg Depth',
        'Avg Overall',
        'URL',
      ]);
      expect(rows).toHaveLength(serverVideos.length + 1);
      const exportedRated = rows.slice(1).filter((row) => ratedVideoIds.has(row[1]));
      expect(exportedRated).toHaveLength(4);
      for (const row of exportedRated) {
        expect(row[6]).toBe(1);
        expect(row[7]).toBe(4);
        expect(row[9]).toBe(5);
      }

      // Messages: the participant's message is answered and leaves the list.
      await page.goto(`${env.stack.urls.shell}/admin/messages`);
      const messageRow = main.getByRole('row').filter({ hasText: messageText });
      await messageRow.waitFor();
      await expect(messageRow.getByRole('cell').first().textContent()).resolves.toBe('Nora Journey');
      await expect(messageRow.getByRole('button', { name: 'Reply' }).getAttribute('href')).resolves.toBe(
        `mailto:${participant.email}`,
      );
      await messageRow.getByRole('button', { name: 'Mark as Answered' }).click();
      await messageRow.waitFor({ state: 'detached' });
      expect(dialogs).toContain('Are you sure you want to mark this message as answered?');
      const unanswered = await ok(
        callApi(env.stack, 'GET', '/admin/unanswered-messages', { token: adminToken }),
        'messages',
      );
      expect(unanswered.map((m) => m.message)).not.toContain(messageText);

      // Questionnaire list and detail.
      await page.goto(`${env.stack.urls.shell}/admin/questionaire-list`);
      const questionnaireRow = main
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(participant.user_id), exact: true }) });
      await questionnaireRow.waitFor();
      await expect(questionnaireRow.getByRole('cell').first().textContent()).resolves.toBe('Nora journey');
      await questionnaireRow.getByRole('button', { name: 'View Questionnaire' }).click();
      await page.waitForURL('**/admin/questionnaire/*');
      await main.getByRole('heading', { name: 'Questionnaire for nora journey' }).waitFor();
      const answers = main.getByRole('table', { name: 'Questionnaire answers' });
      await expect(
        answers.getByRole('row').filter({ hasText: 'Age' }).getByRole('cell').textContent(),
      ).resolves.toBe('34');
      await expect(
        answers.getByRole('row').filter({ hasText: 'Quiz 2' }).getByRole('cell').textContent(),
      ).resolves.toBe('Using multiple cameras and depth sensors');
      await expect(
        answers.getByRole('row').filter({ hasText: 'Consent' }).getByRole('cell').textContent(),
      ).resolves.toBe('Yes');

      // Analysis (the sixth dashboard card, beyond the spec): BT.500 analysis of the same ratings, raw export
      // with pseudonymous observers.
      const analysis = await ok(
        callApi(env.stack, 'GET', '/admin/analysis', { token: adminToken }),
        'analysis',
      );
      await page.goto(`${env.stack.urls.shell}/admin/dashboard`);
      await main.getByRole('link', { name: /^Analysis/ }).click();
      await page.waitForURL('**/admin/analysis');
      await page
        .getByTestId('analysis-Ratings')
        .getByText(String(analysis.totals.ratings), { exact: true })
        .waitFor();
      const conditionsTable = main.getByRole('table', { name: 'Conditions' });
      await conditionsTable.waitFor();
      // The maximum-likelihood model (docs/experimenter/analysis.md) sits beside MOS: its column, its fit
      // status, and the first condition's MLE quality as the API computes it with model=mle.
      const withMle = await ok(
        callApi(env.stack, 'GET', '/admin/analysis?model=mle', { token: adminToken }),
        'analysis with model=mle',
      );
      await conditionsTable.getByRole('columnheader', { name: 'MLE quality' }).waitFor();
      await main
        .getByTestId('mle-fit-note')
        .getByText(/Maximum-likelihood model/)
        .waitFor();
      const firstCondition = withMle.conditions[0];
      await conditionsTable
        .getByRole('row')
        .filter({ hasText: firstCondition.label })
        .first()
        .getByRole('cell', { name: firstCondition.mle.quality.toFixed(3), exact: true })
        .first()
        .waitFor();
      const [rawCsv] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Raw scores CSV' }).click(),
      ]);
      // The file keeps the server's name (Content-Disposition), read through the streamed download.
      expect(rawCsv.suggestedFilename()).toBe('vvq-raw-ratings.csv');
      const rawText = readFileSync(await rawCsv.path(), 'utf8');
      expect(rawText.split(/\r?\n/).filter(Boolean).length).toBeGreaterThanOrEqual(
        stats.summary.total_ratings + 1,
      );
      expect(rawText).not.toContain(participant.email);
      // The binary workbook survives the download intact: xlsx opens it with both sheets and every rating.
      const [rawXlsx] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Raw scores XLSX' }).click(),
      ]);
      expect(rawXlsx.suggestedFilename()).toBe('vvq-raw-ratings.xlsx');
      const rawBook = XLSX.read(readFileSync(await rawXlsx.path()), { type: 'buffer' });
      expect(rawBook.SheetNames).toEqual(expect.arrayContaining(['Ratings', 'Data dictionary']));
      const ratingRows = XLSX.utils
        .sheet_to_json(rawBook.Sheets.Ratings, { header: 1 })
        .filter((r) => r.length > 0);
      expect(ratingRows.length).toBeGreaterThanOrEqual(stats.summary.total_ratings + 1);
      expect(
        XLSX.utils.sheet_to_json(rawBook.Sheets['Data dictionary'], { header: 1 }).length,
      ).toBeGreaterThan(1);
      await main.getByText('Saved vvq-raw-ratings.xlsx.').waitFor();

      // Users: the participant is deleted after confirmation and leaves the table.
      await page.goto(`${env.stack.urls.shell}/admin/users`);
      const userRow = main
        .getByRole('table', { name: 'All Users' })
        .getByRole('row')
        .filter({ hasText: participant.email });
      await userRow.waitFor();
      // Access request: the policy in force is stated, and the participant's data downloads as one JSON file.
      await main.getByText('Data retention: contact messages are kept until deleted by hand;').waitFor();
      const [exported] = await Promise.all([
        page.waitForEvent('download'),
        userRow.getByRole('button', { name: `Export data of ${participant.email}` }).press('Enter'),
      ]);
      expect(exported.suggestedFilename()).toMatch(/^vvq-participant-\d+-\d{4}-\d\d-\d\d\.json$/);
      const data = JSON.parse(readFileSync(await exported.path(), 'utf8'));
      expect(data.participant.email).toBe(participant.email);
      expect(data.consent.text).toBe(
        'I agree to participate in this study and understand that my data will be used for research purposes.',
      );
      expect(data.ratings.length).toBeGreaterThan(0);
      await main.getByText(/^Exported the data of user \d+\.$/).waitFor();
      await userRow.getByRole('button', { name: 'Delete' }).click();
      await userRow.waitFor({ state: 'detached' });
      expect(dialogs).toEqual(
        expect.arrayContaining(['Are you sure you want to delete this user?', 'User deleted successfully!']),
      );
      const users = await ok(callApi(env.stack, 'GET', '/admin/users', { token: adminToken }), 'users');
      expect(users.map((u) => u.email)).not.toContain(participant.email);

      // Logout clears the admin keys, token included, and ends that token on the server (only that one: the
      // same admin's token from the API login above still works).
      const pageToken = await page.evaluate(() => sessionStorage.getItem('admin_token'));
      const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/admin/logout'));
      await page.locator('[data-runtime-config]').first().getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/admin/login');
      expect((await loggedOut).status()).toBe(200);
      expect((await callApi(env.stack, 'GET', '/admin/user-count', { token: pageToken })).status).toBe(401);
      expect((await callApi(env.stack, 'GET', '/admin/user-count', { token: adminToken })).status).toBe(200);
      expect(
        await page.evaluate(() =>
          ['admin_id', 'admin_name', 'admin_token'].map((k) => sessionStorage.getItem(k)),
        ),
      ).toEqual([null, null, null]);
      expect(consoleErrors.filter((e) => /invalid hook call|more than one copy of react/i.test(e))).toEqual(
        [],
      );
    });
  });

  test('an admin whose token the server refuses (401) is sent back to the login with the admin keys cleared', async () => {
    await withPage(env.browser, 'admin-expired-token', async ({ page, context }) => {
      await seedSessionStorage(context, {
        admin_id: 1,
        admin_name: 'ghost',
        admin_token: 'not-a-valid-token',
      });
      await page.goto(`${env.stack.urls.shell}/admin/users`);
      await page.waitForURL(`${env.stack.urls.shell}/admin/login`, { timeout: 20000 });
      await page.locator('main input[type="password"]').waitFor();
      expect(
        await page.evaluate(() =>
          ['admin_id', 'admin_name', 'admin_token'].map((k) => sessionStorage.getItem(k)),
        ),
      ).toEqual([null, null, null]);
    });
  });

  test('a logged-out visitor to /admin/dashboard lands on /admin/login', async () => {
    await withPage(env.browser, 'admin-guard', async ({ page }) => {
      await page.goto(`${env.stack.urls.shell}/admin/dashboard`);
      await page.waitForURL(`${env.stack.urls.shell}/admin/login`, { timeout: 20000 });
      await page.locator('main input[type="password"]').waitFor();
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' }).count()).resolves.toBe(0);
    });
  });
});
