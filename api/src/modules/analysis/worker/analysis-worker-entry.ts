/**
 * Where the worker's code is.
 *
 * Built (api/dist: production, and the tests that start api/dist/main.js) this module is a .js file with
 * analysis.worker.js beside it, which a plain worker thread runs. Under jest, ts-jest compiles the sources inside
 * jest's own module system, which does not reach into worker threads: this module is then a .ts file, and the worker
 * starts from analysis-worker.from-sources.mjs, which loads analysis.worker.ts through tsx's tsImport (tsx is a dev
 * dependency; `--import tsx` in the worker's execArgv is not enough on Node 20, whose ESM hooks are not in place
 * before the worker imports its entry). The choice follows this file's own extension, not a setting, so the built
 * API never loads TypeScript and the in-process tests still run the real worker on the current sources.
 */
export function analysisWorkerEntry(): string {
  return import.meta.url.endsWith('.ts')
    ? new URL('./analysis-worker.from-sources.mjs', import.meta.url).href
    : new URL('./analysis.worker.js', import.meta.url).href;
}
