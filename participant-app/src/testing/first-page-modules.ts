import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The participant app's src/ folder. */
export const SRC = join(__dirname, '..');

/** The two modules the shell loads first: the routes (with the landing page) and the top bar. */
const ENTRIES = ['exposed/participant-routes.tsx', 'exposed/user-top-bar.tsx'].map((file) => join(SRC, file));

/** `import … from '…'` and `export … from '…'`, but not `import type` (no code) and not `import()` (a later chunk). */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return (
    [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (path) => existsSync(path) && /\.tsx?$/.test(path),
    ) ?? null
  );
}

/**
 * The participant app's files a plain visitor's first page loads (followed file by file through static imports, so a
 * feature's index brings all it exports, as a federation-shared import would), and the packages they import.
 */
export function firstPageModules(): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      const target = specifier.startsWith('.') ? resolveModule(file, specifier) : null;
      if (target) visit(target);
    }
  };
  ENTRIES.forEach(visit);
  return { files: [...files], packages: [...packages] };
}
