// A DCR / DSIS study (study setting method = dcr) in a real browser against the real API: an admin marks one
// reference per content of the demo catalogue and switches the method; a participant's rate screen then shows each
// card's reference first and the processed video second, captioned in plain words, with the five-grade impairment
// scale on the guide and the sliders, and a rating goes through; a German participant reads the same in German.
// axe-core finds nothing serious or critical.
import { describe, expect, test } from '@jest/globals';
import { seriousAxeViolations } from './support/axe.mjs';
import { seedSessionStorage, withPage } from './support/browser.mjs';
import { callApi, createParticipant, expectOk as ok, loginAdmin } from './support/api.mjs';
import { QUESTIONNAIRE } from './support/questionnaire.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

describe('a DCR study', () => {
  test('a participant sees the reference, then the processed video, and rates the impairment', async () => {
    const admin = await loginAdmin(env.stack);
    const list = await ok(
      callApi(env.stack, 'GET', '/admin/videos?limit=1000', { token: admin.token }),
      'videos',
    );
    // The admin list's rows name the video `video_id` and its media `video_url`.
    const videos = (Array.isArray(list) ? list : list.rows).map((v) => ({
      id: v.video_id,
      content: v.content,
      label: v.label,
      url: v.video_url,
    }));
    const references = new Map();
    for (const v of videos) if (!references.has(v.content)) references.set(v.content, v);
    for (const v of references.values())
      await ok(
        callApi(env.stack, 'PUT', `/admin/videos/${v.id}/reference`, {
          token: admin.token,
          body: { is_reference: true },
        }),
        `reference ${v.label}`,
      );
    await ok(
      callApi(env.stack, 'PATCH', '/admin/study-settings', { token: admin.token, body: { method: 'dcr' } }),
      'method dcr',
    );
    const referenceUrls = new Set([...references.values()].map((v) => v.url));

    const participant = await createParticipant(env.stack, { name: 'Dcr Rater' });
    await ok(
      callApi(env.stack, 'POST', '/questionnaire', {
        token: participant.token,
        body: { ...QUESTIONNAIRE, user_id: participant.user_id },
      }),
      'questionnaire',
    );
    await withPage(env.browser, 'dcr-journey', async ({ page, context }) => {
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
      const card = page.getByTestId('video-card').first();
      await card.waitFor({ timeout: 20000 });

      const captions = await card.locator('figcaption').allTextContents();
      expect(captions).toEqual(['1. Reference', '2. Processed']);
      const referenceSrc = await card.getByTestId('reference-video').getAttribute('src');
      const processedSrc = await card.getByTestId('rating-video').getAttribute('src');
      expect(referenceUrls.has(referenceSrc)).toBe(true);
      expect(referenceUrls.has(processedSrc)).toBe(false);
      const guide = await page
        .getByTestId('rating-scale-guide')
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.textContent.replace(/\s+/g, ' ').trim()));
      expect(guide).toEqual([
        '5 Imperceptible',
        '4 Perceptible but not annoying',
        '3 Slightly annoying',
        '2 Annoying',
        '1 Very annoying',
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The keyboard alone: each slider down to 2 (Annoying), then Submit and confirm.
      for (const label of [
        'Visual Clarity',
        'Depth Perception',
        'Ease of Interaction',
        'Overall Experience',
      ]) {
        await card.getByLabel(label).focus();
        await page.keyboard.press('ArrowLeft');
      }
      await card.getByText('2 – Annoying').first().waitFor();
      await card.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByRole('dialog', { name: 'Submit feedback' })
        .getByRole('button', { name: 'Submit' })
        .click();
      await card.getByText('Feedback submitted for this video').waitFor({ timeout: 10000 });
    });
  });
  // Runs after the test above, which leaves the study on DCR with its references marked.
  test('a German participant reads the captions, the note and the impairment scale in German, axe-clean', async () => {
    const participant = await createParticipant(env.stack, { name: 'Dcr Leser' });
    await ok(
      callApi(env.stack, 'POST', '/questionnaire', {
        token: participant.token,
        body: { ...QUESTIONNAIRE, user_id: participant.user_id },
      }),
      'questionnaire',
    );
    await withPage(env.browser, 'dcr-journey-de', async ({ page, context }) => {
      await seedSessionStorage(context, {
        user_id: participant.user_id,
        user_name: participant.name,
        user_token: participant.token,
      });
      await page.goto(`${env.stack.urls.shell}/dashboard?lang=de`);
      const rate = page.locator('main').getByRole('button', { name: 'Videos bewerten' });
      await rate.waitFor({ timeout: 20000 });
      await rate.click();
      await page.waitForURL('**/rate-videos', { timeout: 20000 });
      const card = page.getByTestId('video-card').first();
      await card.waitFor({ timeout: 20000 });
      await card.getByText('1. Referenz').waitFor({ timeout: 10000 });
      expect(await card.locator('figcaption').allTextContents()).toEqual(['1. Referenz', '2. Bearbeitet']);
      await card.getByText(/^Sehen Sie zuerst das Referenzvideo/).waitFor();
      const guide = await page
        .getByTestId('rating-scale-guide')
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.textContent.replace(/\s+/g, ' ').trim()));
      expect(guide).toEqual([
        '5 Nicht wahrnehmbar',
        '4 Wahrnehmbar, aber nicht störend',
        '3 Leicht störend',
        '2 Störend',
        '1 Sehr störend',
      ]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
