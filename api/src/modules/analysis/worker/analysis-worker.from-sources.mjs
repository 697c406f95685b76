// The worker entry when the API runs from its TypeScript sources (jest): tsx compiles analysis.worker.ts here, in
// the worker thread, where jest's own transform cannot reach. Never used by the built API (see
// analysis-worker-entry.ts). Keep the exported names those of analysis.worker.ts (a unit test checks it).
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./analysis.worker.ts', import.meta.url);

export const {
  analyseDatabase,
  analyseMethodUpload,
  analyseUpload,
  conditionTableOf,
  liveDmos,
  livePairComparison,
} = tasks;
