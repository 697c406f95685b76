import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export type CataloguePart = 'first-page' | 'rest';

/**
 * Whether a key belongs to the first page: `firstPage` names keys whole (`completion.panelFallback`) or by a prefix
 * ending in a dot (`landing.`).
 */
export function onFirstPage(key: string, firstPage: readonly string[]): boolean {
  return firstPage.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry));
}

/** The keys of a flat catalogue that make up `part`; together the two parts are the whole catalogue, each key once. */
export function cataloguePart(
  catalogue: Record<string, string>,
  firstPage: readonly string[],
  part: CataloguePart,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => onFirstPage(key, firstPage) === (part === 'first-page')),
  );
}

const PART_IMPORT = /^(.+\.json)\?(first-page|rest)$/;
const VIRTUAL = '\0vvq-catalogue-part:';

/**
 * `import texts from './en.json?first-page'` (or `?rest`) gives that part of the catalogue file, so the translators'
 * file stays whole (one source of truth for the i18n tools and the admin upload) while a plain visitor's first page
 * carries only the keys it renders; the rest is its own chunk, shared by the pages that import it.
 */
export function catalogueParts(firstPage: readonly string[]): Plugin {
  return {
    name: 'vvq:catalogue-parts',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = PART_IMPORT.exec(source);
      if (!match) return null;
      const file = await this.resolve(match[1], importer, { skipSelf: true });
      // Ending in .js, not .json, so Vite's own JSON handling leaves the module below alone.
      return file ? `${VIRTUAL}${match[2]}:${file.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const [part, ...path] = id.slice(VIRTUAL.length, -'.js'.length).split(':');
      const file = path.join(':');
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(cataloguePart(catalogue, firstPage, part as CataloguePart))};\n`;
    },
  };
}
