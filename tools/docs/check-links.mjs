// Checks that every relative link and #anchor in the repository's documentation resolves: README.md,
// CONTRIBUTING.md, docs/**/*.md and the other READMEs. No network: links with a scheme (https:, mailto:) are skipped.
// Run by the API unit tests (tools/docs/__tests__/check-links.spec.mjs) and by hand: `node tools/docs/check-links.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pages checked: the top-level guides, every page of the docs site and the packages' READMEs. */
export function documentationFiles(root = repoRoot) {
  const files = [
    'README.md',
    'CONTRIBUTING.md',
    'e2e/README.md',
    'libs/subjective/README.md',
    'admin-app/README.md',
  ]
    .map((f) => join(root, f))
    .filter((f) => existsSync(f));
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk(join(root, 'docs'));
  return files;
}

/** Heading text as rendered: code spans keep their text, links their label, emphasis and HTML tags go. */
function headingText(raw) {
  return raw
    .replace(/\s*\{#[^}]+\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\s)[*_](\S(?:.*?\S)?)[*_](?=\s|$)/g, '$1$2')
    .trim();
}

/** GitHub's anchor of a heading. */
export function githubSlug(text) {
  return headingText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** VitePress's anchor of a heading (@mdit-vue/shared slugify). */
export function vitepressSlug(text) {
  return headingText(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/\p{Cc}/gu, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/** Lines outside fenced code blocks, with inline code spans blanked out, numbered from 1. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, index) => {
    const marker = line.match(/^\s*(```+|~~~+)/);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (marker[1].startsWith(fence[0]) && marker[1].length >= fence.length) fence = null;
      return;
    }
    if (!fence)
      lines.push({
        number: index + 1,
        line: line.replace(/(`+)(?:(?!\1).)+?\1/g, (m) => ' '.repeat(m.length)).replace(/\\[[\]()]/g, '  '),
      });
  });
  return lines;
}

const anchorCache = new Map();

/** Every anchor a Markdown file offers: its headings (GitHub and VitePress slugs, with -1, -2 for repeats), {#id}s and HTML ids. */
export function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const anchors = new Set();
  const seen = new Map();
  const add = (slug) => {
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  };
  for (const { line } of proseLines(readFileSync(file, 'utf8'))) {
    const heading = line.match(/^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/);
    if (heading) {
      const custom = heading[1].match(/\{#([^}]+)\}\s*$/);
      if (custom) anchors.add(custom[1]);
      add(githubSlug(heading[1]));
      add(vitepressSlug(heading[1]));
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  // The raw file also keeps anchors written inside code spans of headings, so read headings from it once more.
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const heading = raw.match(/^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/);
    if (heading) {
      anchors.add(githubSlug(heading[1]));
      anchors.add(vitepressSlug(heading[1]));
    }
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** The link targets of one Markdown file: inline links and images, reference definitions and HTML src/href. */
export function linksOf(text) {
  const links = [];
  for (const { number, line } of proseLines(text)) {
    for (const m of line.matchAll(/!?\[(?:[^\][]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g))
      links.push({ line: number, target: m[1].replace(/^<|>$/g, '') });
    const definition = line.match(/^\s{0,3}\[[^\]]+\]:\s*(\S+)/);
    if (definition) links.push({ line: number, target: definition[1].replace(/^<|>$/g, '') });
    for (const m of line.matchAll(/<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"/g))
      links.push({ line: number, target: m[1] });
  }
  return links;
}

/** Where a link points on disk, or undefined when nothing is there. `/x` is from the docs site's root (docs/). */
function resolveTarget(file, path, root) {
  const candidates = [];
  const base = path.startsWith('/')
    ? [join(root, 'docs', path), join(root, 'docs', 'public', path)]
    : [resolve(dirname(file), path)];
  for (const b of base) {
    candidates.push(b);
    if (!extname(b)) candidates.push(`${b}.md`, join(b, 'index.md'));
    if (extname(b) === '.html') candidates.push(b.replace(/\.html$/, '.md'));
  }
  return candidates.find((c) => existsSync(c));
}

/** Problems of one file, each `file:line: target — why`. */
export function checkFile(file, root = repoRoot) {
  const problems = [];
  const where = (line) => `${relative(root, file).split(sep).join('/')}:${line}`;
  for (const { line, target } of linksOf(readFileSync(file, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const hash = target.indexOf('#');
    const path = decodeURI(hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
    const anchor = hash === -1 ? '' : decodeURIComponent(target.slice(hash + 1));
    const found = path === '' ? file : resolveTarget(file, path, root);
    if (!found) {
      problems.push(`${where(line)}: ${target} — no such file`);
      continue;
    }
    if (!anchor) continue;
    const page = statSync(found).isDirectory() ? join(found, 'README.md') : found;
    if (!page.endsWith('.md') || !existsSync(page)) continue;
    if (!anchorsOf(page).has(anchor))
      problems.push(
        `${where(line)}: ${target} — no heading with the anchor #${anchor} in ${relative(root, page)}`,
      );
  }
  return problems;
}

/** Problems of all the documentation. */
export function checkLinks(files = documentationFiles(), root = repoRoot) {
  anchorCache.clear();
  return files.flatMap((f) => checkFile(f, root));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkLinks();
  for (const p of problems) console.error(p);
  console.log(problems.length ? `${problems.length} broken link(s)` : 'All documentation links resolve.');
  process.exitCode = problems.length ? 1 : 0;
}
