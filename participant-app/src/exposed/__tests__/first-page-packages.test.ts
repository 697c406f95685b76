import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { firstPageModules, SRC } from '../../testing/first-page-modules';

/*
 * A plain visitor's first page (the welcome page, the top bar, the language menu) loads neither TanStack Query
 * (13 KB gzip: only the pages that read or send data through it import it; the welcome page reads the study's texts
 * with a plain request) nor i18next (loaded with the first other language). A federation-shared package is loaded by
 * any module that imports it, whether or not the page uses what it imported, so this checks every file the first page
 * reaches.
 */
describe('the first page', () => {
  it('imports neither TanStack Query nor i18next', () => {
    const { packages } = firstPageModules();
    expect(packages).toEqual(expect.arrayContaining(['react', '@vvq/ui', '@vvq/contracts']));
    expect(packages.filter((name) => /^@tanstack\/|^i18next|^react-i18next/.test(name))).toEqual([]);
  });

  it('uses no study-setting default that would bring every descriptor (5 KB gzip)', () => {
    const { files } = firstPageModules();
    const imports = /import\s*\{[^}]*\bDEFAULT_STUDY_SETTINGS\b[^}]*\}\s*from/;
    const users = files.filter((file) => imports.test(readFileSync(file, 'utf8')));
    expect(users.map((file) => relative(SRC, file))).toEqual([]);
  });
});
