import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss, { type AtRule, type Container, type Root } from 'postcss';
import type { Plugin } from 'vite';

/**
 * "Only the CSS it uses" (docs/developer/decisions/frontend-shell.md#only-the-css-it-uses): every app imports
 * `@vvq/ui/styles.css`, i.e. the whole of Bootstrap. At build time this plugin drops every selector that
 * names a class no code of the product can produce. Which classes can be produced is derived from the
 * sources, never from a hand-kept list:
 *
 * - the front-end sources of the three apps and of `libs/ui` (tests left out) and the apps' `index.html`: every
 *   word of them counts as a class that may be used (`className="mb-3"`, `variant="outline-secondary"`, `md={6}`);
 * - the modules of react-bootstrap that those sources import, followed through their relative imports (a module a
 *   compound component only hangs on itself, like `Navbar.Offcanvas`, only when a source names it): their words
 *   (`modal`, `fade`, `show`, `collapsing`, `modal-open`…) count too;
 * - class names react-bootstrap builds at run time (`${prefix}-${variant}`, `${bsPrefix}${infix}-${span}`,
 *   `bs-tooltip-${placement}`) are covered by composition: a class `p-a-b` is kept when `p` is a prefix those modules
 *   or the apps build names from (the default of a `useBootstrapPrefix(…, 'btn')` call or the literal head of a
 *   template such as `` `bs-tooltip-${…}` ``) and every one of `a`, `b` is a word (or a part of a hyphenated word) of
 *   the sources. `btn-outline-secondary`, `col-md-6`, `navbar-expand-lg`, `bs-tooltip-top` are kept that way.
 *
 * Only classes and `data-bs-*` attributes (`[data-bs-theme=dark]` stays while some markup sets it) are judged:
 * element, other attribute and pseudo selectors (Bootstrap's reboot) stay, classes inside a functional pseudo-class
 * (`:not(.has-validation)`) never cause a removal, and `@keyframes` stay while a kept declaration names them.
 * Custom properties are left alone. The shell ships the CSS of both remotes' pages (they
 * inject none, see federation-remote-css.ts), so every app derives the same list from all the sources.
 *
 * Guarded by tools/vite/__tests__/used-css.test.ts (unit) and e2e/css-purge.test.mjs plus the class recorder of
 * every browser test (e2e/support/class-recorder.mjs): a class on screen that Bootstrap defines but the shipped CSS
 * lacks fails the test.
 */

/** Where the product's front-end code lives (the shell ships the CSS of every area). */
const FRONT_END_DIRS = ['shell/src', 'participant-app/src', 'admin-app/src', 'libs/ui/src'];
const HTML_FILES = ['shell/index.html', 'participant-app/index.html', 'admin-app/index.html'];

const SOURCE_FILE = /\.(tsx?|jsx?|mjs|html)$/;
const TEST_PATH = /(^|\/)(__tests__|__mocks__|testing)(\/|$)|\.(test|spec)\.[cm]?[jt]sx?$/;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out;
}

/** The product's own front-end files, tests and test helpers left out. */
export function frontEndSourceFiles(root: string): string[] {
  const files = FRONT_END_DIRS.flatMap((dir) => listFiles(join(root, dir))).filter(
    (file) => SOURCE_FILE.test(file) && !TEST_PATH.test(file.slice(root.length)),
  );
  return [...files, ...HTML_FILES.map((file) => join(root, file)).filter((file) => existsSync(file))];
}

const RB_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]react-bootstrap['"]/g;
const RB_DEEP_IMPORT = /from\s*['"]react-bootstrap\/([A-Za-z]+)['"]/g;
const RELATIVE_IMPORT = /(?:from|import)\s*['"](\.\/[A-Za-z0-9_.-]+)['"]/g;

/** Files of react-bootstrap's ESM build that `sources` import (named or deep imports), with their relative imports. */
export function reactBootstrapFiles(sources: string[], esmDir: string): string[] {
  const index = readFileSync(join(esmDir, 'index.js'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/([A-Za-z0-9_]+)['"]/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) fileOf.set(name, match[2]);
    }
  }
  const queue: string[] = [];
  for (const text of sources) {
    for (const match of text.matchAll(RB_IMPORT)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        const file = fileOf.get(name);
        if (file) queue.push(file);
      }
    }
    for (const match of text.matchAll(RB_DEEP_IMPORT)) queue.push(match[1]);
  }
  const members = new Set<string>();
  for (const text of sources)
    for (const match of text.matchAll(MEMBER)) members.add(`${match[1]}.${match[2]}`);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const name = queue.pop()!.replace(/\.js$/, '');
    if (seen.has(name)) continue;
    const path = join(esmDir, `${name}.js`);
    if (!existsSync(path)) continue;
    seen.add(name);
    const text = readFileSync(path, 'utf8');
    const unusedStatics = unusedStaticMembers(name, text, members);
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      if (!unusedStatics.has(match[1].slice(2))) queue.push(match[1].slice(2));
    }
  }
  return [...seen].sort().map((name) => join(esmDir, `${name}.js`));
}

const MEMBER = /\b([A-Z]\w*)\.([A-Z]\w*)\b/g;

/**
 * Modules a compound component imports only to hang them on itself (`Object.assign(Navbar, { Offcanvas:
 * NavbarOffcanvas })`) and that no source names as `Navbar.Offcanvas`: the component renders them only when asked
 * to, so their classes are not needed. A module the component also uses otherwise (its binding appears elsewhere in
 * the file) is always followed.
 */
function unusedStaticMembers(component: string, text: string, members: Set<string>): Set<string> {
  const unused = new Set<string>();
  const assign = /Object\.assign\(\s*\w+\s*,\s*\{([^}]*)\}/.exec(text);
  if (!assign) return unused;
  for (const entry of assign[1].split(',')) {
    const [key, binding = key] = entry.split(':').map((part) => part.trim());
    if (!key || members.has(`${component}.${key}`)) continue;
    const from = new RegExp(`import\\s+${binding}\\s+from\\s*['"]\\./([A-Za-z0-9_]+)['"];?`).exec(text);
    if (!from) continue;
    const rest = text.replace(from[0], '');
    // Named once outside its import, in Object.assign: nothing else renders it.
    if ((rest.match(new RegExp(`\\b${binding}\\b`, 'g'))?.length ?? 0) === 1) unused.add(from[1]);
  }
  return unused;
}

/** react-bootstrap's ESM folder, as `libs/ui` (the UI kit's owner) resolves it. */
export function reactBootstrapEsm(root: string): string {
  const require = createRequire(join(root, 'libs/ui/package.json'));
  return join(dirname(require.resolve('react-bootstrap/package.json')), 'esm');
}

export interface ClassVocabulary {
  /** Every word of the sources (`[A-Za-z0-9_]` runs joined by hyphens). */
  words: Set<string>;
  /** Every hyphen-separated part of those words. */
  parts: Set<string>;
  /** Heads that class names are built from at run time (`btn`, `bs-tooltip`, `order`…). */
  prefixes: Set<string>;
}

const WORD = /[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*/g;
const BS_PREFIX = /useBootstrapPrefix\(\s*[^,()]*,\s*['"]([a-z][a-z0-9-]*)['"]\s*\)/g;
const TEMPLATE_HEAD = /`([a-z][a-z0-9-]*?)-?\$\{/g;

export function classVocabulary(texts: string[]): ClassVocabulary {
  const words = new Set<string>();
  const parts = new Set<string>();
  const prefixes = new Set<string>();
  for (const text of texts) {
    for (const [word] of text.matchAll(WORD)) {
      words.add(word);
      for (const part of word.split('-')) parts.add(part);
    }
    for (const match of text.matchAll(BS_PREFIX)) prefixes.add(match[1]);
    for (const match of text.matchAll(TEMPLATE_HEAD)) prefixes.add(match[1]);
  }
  return { words, parts, prefixes };
}

/** Whether code with this vocabulary can put `className` on an element. */
export function canProduce(vocabulary: ClassVocabulary, className: string): boolean {
  if (vocabulary.words.has(className)) return true;
  for (const prefix of vocabulary.prefixes) {
    if (!className.startsWith(`${prefix}-`)) continue;
    const rest = className.slice(prefix.length + 1).split('-');
    if (rest.every((part) => part !== '' && vocabulary.parts.has(part))) return true;
  }
  return false;
}

/** The vocabulary of the product's front ends: their sources plus the react-bootstrap modules they import. */
export function productVocabulary(root: string): ClassVocabulary {
  const sources = frontEndSourceFiles(root).map((file) => readFileSync(file, 'utf8'));
  const bootstrapModules = reactBootstrapFiles(sources, reactBootstrapEsm(root)).map((file) =>
    readFileSync(file, 'utf8'),
  );
  return classVocabulary([...sources, ...bootstrapModules]);
}

/**
 * The names a selector requires on the page: its classes and its Bootstrap data attributes (`[data-bs-theme=dark]`,
 * which only markup sets). Those inside functional pseudo-classes (`:not(…)`, `:is(…)`…) do not count; other
 * attributes (`[type=file]`, `[data-popper-placement]`, set by libraries at run time) are never judged.
 */
export function requiredNames(selector: string): string[] {
  let plain = selector.replace(/"[^"]*"|'[^']*'/g, '""');
  // Innermost parentheses first, so nested ones (`:not(:is(.a))`) go too.
  while (/\([^()]*\)/.test(plain)) plain = plain.replace(/\([^()]*\)/g, '');
  const attributes = [...plain.matchAll(/\[\s*(data-bs-[\w-]+)/g)].map((match) => match[1]);
  const withoutAttributes = plain.replace(/\[[^\]]*\]/g, '');
  return [
    ...attributes,
    ...[...withoutAttributes.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]),
  ];
}

function dropEmptyContainers(container: Container): void {
  container.each((node) => {
    if (node.type === 'atrule' && node.nodes) {
      dropEmptyContainers(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

const isKeyframes = (node: AtRule) => /keyframes$/i.test(node.name);

/** Removes from `root` every selector requiring a name (class, `data-bs-*` attribute) `keep` refuses, then empty rules, at-rules and unused keyframes. */
function purgeRoot(root: Root, keep: (className: string) => boolean): void {
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && isKeyframes(rule.parent as AtRule)) return;
    const selectors = rule.selectors.filter((selector) => requiredNames(selector).every(keep));
    if (selectors.length === 0) rule.remove();
    else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
  });
  dropEmptyContainers(root);
  const values: string[] = [];
  root.walkDecls((decl) => {
    if (!(decl.parent?.parent?.type === 'atrule' && isKeyframes(decl.parent.parent as AtRule)))
      values.push(decl.value);
  });
  const named = new Set(values.join(' ').split(/[\s,]+/));
  root.walkAtRules((atRule) => {
    if (isKeyframes(atRule) && !named.has(atRule.params.trim())) atRule.remove();
  });
}

export function purgeCss(css: string, keep: (className: string) => boolean): string {
  const root = postcss.parse(css);
  purgeRoot(root, keep);
  return root.toString();
}

/** The stylesheet every app imports; its compiled form (Bootstrap inlined) is purged. */
const STYLES = /[\\/]libs[\\/]ui[\\/]src[\\/]styles\.css$/;

/**
 * `root`: the repository root. Build-only (the dev server keeps all of Bootstrap). A normal plugin: Vite runs it after its CSS plugin has inlined
 * the `@import`s and before it minifies and hashes the file, so the hash is that of the purged CSS.
 */
export function usedCss({ root }: { root: string }): Plugin {
  let vocabulary: ClassVocabulary | undefined;
  return {
    name: 'vvq:used-css',
    apply: 'build',
    transform(code, id) {
      if (!STYLES.test(id.split('?')[0])) return null;
      vocabulary ??= productVocabulary(root);
      const keep = (className: string) => canProduce(vocabulary!, className);
      return { code: purgeCss(code, keep), map: null };
    },
  };
}
