import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  IMPAIRMENT_LABEL_SET,
  LANGUAGE_INFO,
  PARTICIPANT_LANGUAGES,
  PLAYBACK_FAILED_TEXT,
  PLAYBACK_REPORT_BUTTON,
  PLAYBACK_SKIPPED_TEXT,
  checkCatalogue,
  placeholdersOf,
} from '@vvq/contracts';
import en from '../locales/en.json';
import { localNumbers } from '../i18n';

/*
 * CI fails on a shipped catalogue with a missing key (a complete language), an extra key or a broken placeholder
 * (any language): each problem is named with its line, as a lab adding a language sees it.
 */
const LOCALES = join(__dirname, '..', 'locales');
const read = (code: string) => readFileSync(join(LOCALES, `${code}.json`), 'utf8');
const english = read('en');

describe.each(PARTICIPANT_LANGUAGES.filter((code) => code !== 'en'))('the %s catalogue', (code) => {
  const issues = checkCatalogue(english, read(code));

  it('has no extra key, no broken placeholder and no syntax error', () => {
    expect(issues.filter((issue) => issue.kind !== 'missing').map((issue) => issue.message)).toEqual([]);
  });

  it(
    LANGUAGE_INFO[code].complete ? 'has every key of the English catalogue' : 'is partial (English fills in)',
    () => {
      const missing = issues.filter((issue) => issue.kind === 'missing').map((issue) => issue.message);
      if (LANGUAGE_INFO[code].complete) expect(missing).toEqual([]);
      else expect(missing.length).toBeGreaterThan(0);
    },
  );

  it('keeps the standards’ scale words apart: five different words for the five ITU grades', () => {
    const entries = JSON.parse(read(code)) as Record<string, string>;
    const itu = [1, 2, 3, 4, 5].map((score) => entries[`scale.itu.${score}`]);
    expect(new Set(itu).size).toBe(5);
  });
});

describe('the English catalogue', () => {
  it('is one key per line, so a problem can be reported by line', () => {
    const lines = english.split('\n').filter((line) => /^\s*"/.test(line));
    expect(lines.length).toBe(Object.keys(JSON.parse(english)).length);
  });

  it('writes placeholders as {{name}}', () => {
    const texts = Object.values(JSON.parse(english) as Record<string, string>);
    for (const text of texts) expect(text.match(/\{\{/g)?.length ?? 0).toBe(placeholdersOf(text).length || 0);
  });
});

describe('English texts the contracts library also states', () => {
  it('are word for word the same, so English reads as before the catalogues', () => {
    expect(en['playback.failed']).toBe(PLAYBACK_FAILED_TEXT);
    expect(en['playback.report']).toBe(PLAYBACK_REPORT_BUTTON);
    expect(en['playback.skipped']).toBe(PLAYBACK_SKIPPED_TEXT);
    for (const [score, word] of IMPAIRMENT_LABEL_SET.guide) {
      expect(en[`scale.impairment.${score}` as keyof typeof en]).toBe(word);
      expect(IMPAIRMENT_LABEL_SET.slider[score]).toBe(word);
    }
  });
});

describe.each(PARTICIPANT_LANGUAGES.filter((code) => code !== 'en'))(
  'the %s impairment scale (DCR)',
  (code) => {
    it('has five different words, or none (English fills in)', () => {
      const entries = JSON.parse(read(code)) as Record<string, string>;
      const words = [1, 2, 3, 4, 5].map((score) => entries[`scale.impairment.${score}`]).filter(Boolean);
      expect([0, 5]).toContain(new Set(words).size);
    });
  },
);

describe('numbers in texts', () => {
  it('are written the language’s way, without grouping, so English keeps the spec’s digits', () => {
    expect(localNumbers({ width: 1920, name: 'Ada' }, 'en')).toEqual({ width: '1920', name: 'Ada' });
    expect(localNumbers({ width: 1920 }, 'de')).toEqual({ width: '1920' });
    expect(localNumbers({ rated: 3 }, 'ar').rated).toBe(new Intl.NumberFormat('ar').format(3));
  });
});
