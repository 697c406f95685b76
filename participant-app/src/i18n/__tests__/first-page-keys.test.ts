import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { cataloguePart, onFirstPage } from '../../../../tools/vite/catalogue-parts';
import { FIRST_PAGE_KEYS } from '../first-page-keys';
import en from '../locales/en.json';
import { firstPageModules, SRC } from '../../testing/first-page-modules';

/*
 * The first page carries only its part of the English catalogue (first-page-keys.ts); a key it renders from the other
 * part would show as the bare key. This follows the static imports of the two modules the shell loads first
 * (testing/first-page-modules.ts) and checks every catalogue key their files name, written out
 * or as the start of a template (`faq.${…}`), is in the first page's part. The i18n folder is the machinery itself (its
 * `option.${…}` is for the questionnaire, which loads the rest).
 */
const catalogue = en as Record<string, string>;

describe('the first page part of the English catalogue', () => {
  const modules = firstPageModules().files;

  it('follows the first page from its entry modules', () => {
    const names = modules.map((file) => relative(SRC, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'features/landing/components/landing-page.tsx',
        'features/top-bar/components/user-top-bar.tsx',
        'features/language/components/language-switcher.tsx',
      ]),
    );
    expect(names).not.toContain('features/dashboard/components/dashboard-page.tsx');
  });

  it('holds every key the first page names', () => {
    const missing = modules
      .filter((file) => !relative(SRC, file).startsWith('i18n/'))
      .flatMap((file) => {
        const source = readFileSync(file, 'utf8');
        const keys = [...source.matchAll(/['"`]([A-Za-z]+\.[\w.]+)['"`]/g)]
          .map(([, key]) => key)
          .filter((key) => key in catalogue && !onFirstPage(key, FIRST_PAGE_KEYS));
        const templates = [...source.matchAll(/`([A-Za-z]+\.)\$\{/g)]
          .map(([, prefix]) => prefix)
          .filter((prefix) => !FIRST_PAGE_KEYS.includes(prefix));
        return [...keys, ...templates].map((key) => `${relative(SRC, file)}: ${key}`);
      });
    expect(missing).toEqual([]);
  });

  it('splits the catalogue into two parts that make it whole, each key once', () => {
    const firstPage = cataloguePart(catalogue, FIRST_PAGE_KEYS, 'first-page');
    const rest = cataloguePart(catalogue, FIRST_PAGE_KEYS, 'rest');
    expect(Object.keys(firstPage).length).toBeGreaterThan(0);
    expect(Object.keys(firstPage).filter((key) => key in rest)).toEqual([]);
    expect({ ...firstPage, ...rest }).toEqual(catalogue);
    // Every entry names at least one key: a renamed prefix would otherwise leave its texts off the first page silently.
    expect(
      FIRST_PAGE_KEYS.filter((entry) => !Object.keys(firstPage).some((key) => onFirstPage(key, [entry]))),
    ).toEqual([]);
  });
});
