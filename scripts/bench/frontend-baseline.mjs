// `npm run bench:frontend -- --baseline <commit>`: an earlier commit, built and served beside this tree's build in the
// same sitting, so its figures come from the same machine under the same load. The commit is checked out as a git
// worktree in the temp folder (kept, so a second run reuses its build), with this tree's node_modules hard-linked in
// (the workspace links in it are relative, so they point at the commit's own apps and libraries).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.mjs';

const APPS = ['shell', 'participant-app', 'admin-app', 'api'];
/** Whether an app's build is there: the API's entry file, a front end's page. */
const built = (dir, app) => existsSync(join(dir, app, app === 'api' ? 'dist/main.js' : 'dist/index.html'));

function git(...args) {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/** Checks out and builds `ref` (once); returns where it lies. */
export function prepareBaseline(ref) {
  const sha = git('rev-parse', '--short=10', `${ref}^{commit}`);
  const dir = join(tmpdir(), `vvq-bench-frontend-${sha}`);
  if (!existsSync(dir)) {
    console.log(`[frontend] checking out ${ref} (${sha}) into ${dir}…`);
    git('worktree', 'add', '--detach', dir, sha);
    const withModules = ['.', ...readdirSync(repoRoot)].filter(
      (folder) => existsSync(join(repoRoot, folder, 'node_modules')) && existsSync(join(dir, folder)),
    );
    for (const folder of withModules)
      execFileSync('cp', ['-al', join(repoRoot, folder, 'node_modules'), join(dir, folder, 'node_modules')]);
  }
  const missing = APPS.filter((app) => !built(dir, app));
  if (missing.length > 0) {
    console.log(`[frontend] building ${ref}: ${missing.join(', ')}…`);
    const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--nx-bail=false', '-p', ...missing], {
      cwd: dir,
      stdio: 'inherit',
    });
    // An older commit's API may not type-check against today's node_modules (133da93's does not); tsc writes its
    // files anyway, and only the front ends are measured.
    const failed = APPS.filter((app) => !built(dir, app));
    if (failed.length > 0) throw new Error(`the build of ${ref} failed: ${failed.join(', ')}`);
    if (build.status !== 0)
      console.warn(`[frontend] the build of ${ref} reported errors; its files are there, going on`);
  }
  return { ref, sha, dir };
}

/** The commit's own stack helper, so it serves its build the way its browser tests did. */
export async function startBaselineStack(baseline) {
  const { startStack } = await import(
    pathToFileURL(join(baseline.dir, 'e2e', 'support', 'servers.mjs')).href
  );
  return startStack();
}

/**
 * The landing page's scripts by chunk: `<server>/<name>` (the content hash left out, so the same chunk of two builds
 * lines up) → gzip bytes.
 */
export function scriptsByChunk(load, stack) {
  const servers = Object.entries(stack.urls).map(([name, url]) => [new URL(url).origin, name]);
  const chunks = new Map();
  for (const resource of load.resources.filter((r) => r.type === 'script')) {
    const url = new URL(resource.url);
    const server = servers.find(([origin]) => origin === url.origin)?.[1] ?? url.origin;
    const name = `${server}/${basename(url.pathname).replace(/-[A-Za-z0-9_-]{8,}\.js$/, '.js')}`;
    chunks.set(name, (chunks.get(name) ?? 0) + resource.gzipBytes);
  }
  return chunks;
}
