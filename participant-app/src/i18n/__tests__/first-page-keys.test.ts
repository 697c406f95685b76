import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { cataloguePart, onFirstPage } from '../../../../tools/vite/catalogue-parts';
import { FIRST_PAGE_KEYS } from '../first-page-keys';
import en from '../locales/en.json';

/*
 * The first page carries only its part of the English catalogue (first-page-keys.ts); a key it renders from the other
 * part would show as the bare key. This follows the static imports of the two modules the shell loads first (a dynamic
 * `import()` is a later chunk, an `import type` no code) and checks every catalogue key their files name, written out
 * or as the start of a template (`faq.${…}`), is in the first page's part. The i18n folder is the machinery itself (its
 * `option.${…}` is for the questionnaire, which loads the rest).
 */
const SRC = join(__dirname, '..', '..');
const ENTRIES = ['exposed/participant-routes.tsx', 'exposed/user-top-bar.tsx'].map((file) => join(SRC, file));
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return (
    [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (path) => existsSync(path) && /\.tsx?$/.test(path),
    ) ?? null
  );
}

function firstPageModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveModule(file, specifier);
      if (target) visit(target);
    }
  };
  ENTRIES.forEach(visit);
  return [...seen];
}

const catalogue = en as Record<string, string>;

describe('the first page part of the English catalogue', () => {
  const modules = firstPageModules();

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
