// The guard of the CSS purge (tools/vite/used-css.ts) in every browser test: each page of a test's context reports
// every class that appears on any element — also classes that live only during a transition (`collapsing`, `fade`,
// `show`), set by react-bootstrap at run time — and the test fails when Bootstrap defines one of them but the shell's
// shipped stylesheet (the one CSS every page of the product loads) lacks it.
/* global document, window, MutationObserver */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

/** Every class a stylesheet names in its selectors (declarations, strings and `url(…)` left out). */
export function classesOf(css) {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

let cached;

/** Classes of all of Bootstrap, and of the CSS the built shell ships. */
export function stylesheetClasses() {
  if (cached) return cached;
  const assets = join(repoRoot, 'shell', 'dist', 'assets');
  const shippedFiles = readdirSync(assets).filter((name) => name.endsWith('.css'));
  if (shippedFiles.length === 0) throw new Error(`no CSS in ${assets}: build the shell first`);
  cached = {
    bootstrap: classesOf(
      readFileSync(join(repoRoot, 'node_modules/bootstrap/dist/css/bootstrap.css'), 'utf8'),
    ),
    shipped: classesOf(shippedFiles.map((name) => readFileSync(join(assets, name), 'utf8')).join('\n')),
  };
  return cached;
}

/** The classes of `seen` that Bootstrap styles but the shipped CSS lacks (purged although used), sorted. */
export function purgedButUsed(seen) {
  const { bootstrap, shipped } = stylesheetClasses();
  return [...seen].filter((name) => bootstrap.has(name) && !shipped.has(name)).sort();
}

function observeClasses() {
  let pending = new Set();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.size === 0) return;
    const names = [...pending];
    pending = new Set();
    window.__vvqSeenClasses?.(names).catch?.(() => undefined);
  };
  const add = (element) => {
    if (element.classList) for (const name of element.classList) pending.add(name);
  };
  const scan = (node) => {
    if (node.nodeType !== 1) return;
    add(node);
    node.querySelectorAll('[class]').forEach(add);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') add(record.target);
      else record.addedNodes.forEach(scan);
    }
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  window.__vvqFlushClasses = () => {
    if (document.documentElement) scan(document.documentElement);
    flush();
  };
}

/** Starts recording the classes of every page of `context`; returns the set they are added to. */
export async function recordClasses(context) {
  const seen = new Set();
  await context.exposeBinding('__vvqSeenClasses', (_source, names) => {
    for (const name of names) seen.add(name);
  });
  await context.addInitScript(observeClasses);
  return seen;
}

/** Collects what the open pages have not reported yet, then returns `purgedButUsed` of all the context saw. */
export async function purgedClassesSeen(context, seen) {
  for (const page of context.pages()) {
    await page.evaluate(() => window.__vvqFlushClasses?.()).catch(() => undefined);
  }
  return purgedButUsed(seen);
}
