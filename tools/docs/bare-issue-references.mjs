// Finds bare issue-tracker references ("issue N", "Issues N.M and K", "issue #N") in the repository's source, tests,
// scripts, configuration and docs. A newcomer has no tracker, so a comment says why in its own words or links the
// decision page (docs/developer/decisions/) instead — see CONTRIBUTING.md, "Comments say why". Links to other
// projects' issues (github.com/owner/repo/issues/123) do not match. Run by the API unit tests
// (tools/docs/__tests__/bare-issue-references.spec.mjs) and by hand: `node tools/docs/bare-issue-references.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './check-links.mjs';

/** "issue N", "issues N.M", "Issue #N", "issue-N" (N a number): the tracker's word followed by a number. */
export const BARE_ISSUE = /\bissues?[ -]?#?\d+/gi;

/**
 * Legitimate references, each allowed only in its own file and only with the exact text matched (one entry per
 * distinct text): a quoted source, a third party's issue named in a dependency note. Say why for each.
 */
export const ALLOWED = [
  // { file: 'path/from/the/repository/root', text: 'issue <number>', why: 'quoted from …' },
];

/** Folders never scanned: dependencies, build output, caches, local data. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.nx', '.git', 'tmp', 'data']);
const SKIPPED_PATHS = ['docs/.vitepress/cache', 'e2e/artifacts', 'api/media'];
/** Binary or generated-by-a-registry files. */
const SKIPPED_FILES = /(\.(mp4|webm|mkv|png|jpe?g|gif|ico|woff2?|ttf|sqlite|db)$|^package-lock\.json$)/i;

const posix = (path) => path.split(sep).join('/');
/** Every text file of the repository the rule applies to, as paths from `root` with forward slashes. */
export function scannedFiles(root = repoRoot) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = posix(relative(root, path));
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !SKIPPED_PATHS.includes(rel)) walk(path);
      } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name) && extname(entry.name) !== '.map') {
        files.push(rel);
      }
    }
  };
  walk(root);
  return files.sort();
}

/** Each bare reference as `file:line: text`, the allowed ones left out. */
export function findBareIssueReferences(files = scannedFiles(), root = repoRoot, allowed = ALLOWED) {
  const problems = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (text.includes('\0')) continue;
    text.split('\n').forEach((line, index) => {
      for (const [match] of line.matchAll(BARE_ISSUE)) {
        if (allowed.some((a) => a.file === file && a.text.toLowerCase() === match.toLowerCase())) continue;
        problems.push(`${file}:${index + 1}: ${match}`);
      }
    });
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = findBareIssueReferences();
  for (const p of problems) console.error(p);
  console.log(
    problems.length
      ? `${problems.length} bare issue reference(s): say why in your own words or link the decision page`
      : 'No bare issue references.',
  );
  process.exitCode = problems.length ? 1 : 0;
}
