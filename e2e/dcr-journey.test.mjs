// A DCR / DSIS study (study setting method = dcr) in a real browser against the real API: an admin marks one
// reference per content of the demo catalogue and switches the method; a participant's rate screen then shows each
// card's reference first and the processed video second, captioned in plain words, with the five-grade impairment
// scale on the guide and the sliders, and a rating goes through; a German participant reads the same in German.
// axe-core finds nothing serious or critical.
import { describe, expect, test } from '@jest/globals';
import { seriousAxeViolations } from './support/axe.mjs';
import { withPage } from './support/browser.mjs';
import { loginAdmin } from './support/api.mjs';
import {
  changeSettings,
  markReferences,
  openRatingScreen,
  participantReadyToRate,
} from './support/method-study.mjs';
import { useStack } from './support/use-stack.mjs';

const env = useStack();

describe('a DCR study', () => {
  test('a participant sees the reference, then the processed video, and rates the impairment', async () => {
    const admin = await loginAdmin(env.stack);
    const { references } = await markReferences(env.stack, admin);
    await changeSettings(env.stack, admin, { method: 'dcr' });
    const referenceUrls = new Set([...references.values()].map((v) => v.url));

    const participant = await participantReadyToRate(env.stack, 'Dcr Rater');
    await withPage(env.browser, 'dcr-journey', async ({ page, context }) => {
      await openRatingScreen(page, context, env.stack, participant);
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
    const participant = await participantReadyToRate(env.stack, 'Dcr Leser');
    await withPage(env.browser, 'dcr-journey-de', async ({ page, context }) => {
      await openRatingScreen(page, context, env.stack, participant, {
        button: 'Videos bewerten',
        query: '?lang=de',
      });
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
