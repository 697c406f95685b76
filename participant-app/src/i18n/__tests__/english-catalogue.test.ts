import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import en from '../locales/en.json';

/*
 * The English catalogue is the spec's text word for word: every text the spec's browser tests (e2e/*.test.mjs) look
 * for on a participant page must come out of it. The texts are read from the browser tests themselves (the quoted
 * argument of getByText, getByLabel, hasText and a role's name), so a new browser test is covered without a list to
 * keep; what is not a participant text (the admin app, test data, words the API sends) is named below with why.
 */
const E2E_DIR = join(__dirname, '..', '..', '..', '..', 'e2e');

/** The browser tests that walk participant pages (the others test the admin app, the shell and deployment). */
const PARTICIPANT_BROWSER_TESTS = new Set([
  'participant-journey.test.mjs',
  'participant-journey-ends.test.mjs',
  'panel-journey.test.mjs',
  'environment-check.test.mjs',
  'quality-control.test.mjs',
  'study-settings.test.mjs',
]);

const NOT_PARTICIPANT_TEXTS = new Set([
  // The admin app (stays English).
  'Study settings',
  'Quality control',
  'Save changes',
  'Discard changes',
  'Save mark',
  'Reverse',
  'Change history',
  'Flagged participants',
  'Marked videos',
  'Flag reversed',
  'No setting has been changed yet.',
  'Saved value set by an admin',
  'Videos per session',
  'Videos per session: enter a number from 1 to 50.',
  'Use as',
  'Video',
  'Password',
  'Back on the panel',
  '5 Excellent, 4 Good, 3 Fair, 2 Poor, 1 Bad',
  'overall 5 ± 1',
  'overall tolerance (±)',
  'Rated before the video ended',
  'Preview language',
  // The admin app's reset of a study setting (stays English).
  'Default value (none saved)',
  'Rating scale labels reset: it reads the default again. The change is recorded in the history.',
  '(reset to the default)',
  'Reset Videos per session',
  'Reset Rating scale labels',
  // The admin app's FAQ field (stays English); the lab's own FAQ is shown as written, not from the catalogue.
  'FAQ',
  // Test data: names the tests sign up with, and the e2e panel stand-in page.
  'Guard Tester',
  'Label Reader',
  'Prolific participant',
  'gus gated',
  'tia trainee',
]);

/** Quoted texts the browser tests look for (regular expressions and `${…}` templates are left out). */
function browserTestTexts(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /getBy(?:Text|Label)\(\s*'((?:[^'\\]|\\.)+)'/g,
    /\bname:\s*'((?:[^'\\]|\\.)+)'/g,
    /hasText:\s*'((?:[^'\\]|\\.)+)'/g,
  ];
  for (const file of readdirSync(E2E_DIR).filter((name) => PARTICIPANT_BROWSER_TESTS.has(name))) {
    const source = readFileSync(join(E2E_DIR, file), 'utf8');
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        const text = match[1].replace(/\\'/g, "'");
        if (!found.has(text)) found.set(text, file);
      }
    }
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue text as it renders: placeholders stand for any value, `<1>…</1>` marks are dropped. */
const rendered = Object.values(en as Record<string, string>).map((text) => {
  const plain = text.replace(/<\/?\d+>/g, '');
  const pattern = new RegExp(`^${escape(plain).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
  return { plain, pattern };
});

/** Playwright's getByText matches a part of an element's text: a whole text, or a part of one without a placeholder. */
function inCatalogue(text: string): boolean {
  return rendered.some(({ plain, pattern }) => pattern.test(text) || plain.includes(text));
}

describe('the English catalogue', () => {
  const texts = browserTestTexts();

  it('finds the browser tests and their texts', () => {
    expect(texts.size).toBeGreaterThan(40);
  });

  it.each([...texts.entries()].filter(([text]) => !NOT_PARTICIPANT_TEXTS.has(text)))(
    'holds %j (asserted in %s)',
    (text) => {
      expect(inCatalogue(text)).toBe(true);
    },
  );

  it('keeps its exceptions honest: each still appears in a browser test', () => {
    expect([...NOT_PARTICIPANT_TEXTS].filter((text) => !texts.has(text))).toEqual([]);
  });
});
