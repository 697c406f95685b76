/**
 * Runs in a worker thread (piscina, see analysis-worker-pool.service.ts): the engine's CPU-bound work — CSV
 * parsing, screening, bias, statistics — away from the event loop that serves participants. No Nest, no database:
 * plain data in, plain data out. Each export is a task the pool calls by name.
 */
import type { ConditionTableRow, LivePairComparisonResponse } from '@vvq/contracts';
import {
  analyseScores,
  pageAnalysis,
  type ObserverPage,
  conditionTable,
  CsvParseError,
  ModelInputError,
  parseScoreCsv,
} from '@vvq/subjective';
import type { DatabaseAnalysisTask, UploadAnalysisResult, UploadAnalysisTask } from './analysis-task.js';
import { fromScoreColumns } from './score-columns.js';
import {
  runLiveDmos,
  runLivePairComparison,
  runMethodUpload,
  type LivePairTask,
  type MethodUploadResult,
  type MethodUploadTask,
} from './method-upload.js';
import type { DmosRecord } from '@vvq/subjective';

function analyseDatabaseFully(task: DatabaseAnalysisTask) {
  const { scores, attributes, userIds } = fromScoreColumns(task.columns, task.videos, task.pseudonymKey);
  return analyseScores({ ...task.query, source: 'database', scores, attributes, userIds });
}

/**
 * GET /admin/analysis: the study's ratings, answered with one page of observers, as the UTF-8 JSON the API sends
 * (what Fastify's JSON.stringify would make of the object): serialising megabytes here keeps it off the event
 * loop, the bytes cross back without a structured clone of every row, and the API caches them as they are.
 */
export function analyseDatabase(
  task: DatabaseAnalysisTask & { page: ObserverPage },
): Uint8Array | { error: string } {
  let full;
  try {
    full = analyseDatabaseFully(task);
  } catch (e) {
    // A sureal model on the study's sparse design: a 400 with the reason (an Error would lose its class in transit).
    if (e instanceof ModelInputError) return { error: e.message };
    throw e;
  }
  return new TextEncoder().encode(JSON.stringify(pageAnalysis(full, task.page)));
}

/** The per-condition export: every condition (bounded by the catalogue), computed from the full analysis. */
export function conditionTableOf(task: DatabaseAnalysisTask): ConditionTableRow[] {
  // The research table always carries the maximum-likelihood columns.
  return conditionTable(analyseDatabaseFully({ ...task, query: { ...task.query, model: 'mle' } }));
}

/** POST /admin/analysis/upload. Uploaded presentations carry no video attributes, so each is its own unit. */
export function analyseUpload(task: UploadAnalysisTask): UploadAnalysisResult {
  let scores;
  try {
    scores = parseScoreCsv(typeof task.csv === 'string' ? task.csv : new TextDecoder().decode(task.csv));
  } catch (e) {
    if (e instanceof CsvParseError) return { ok: false, errors: e.errors };
    throw e;
  }
  let full;
  try {
    full = analyseScores({
      ...task.query,
      source: 'upload',
      dimension: null,
      scores,
      attributes: new Map(),
      unit: 'video',
    });
  } catch (e) {
    // Decimals for model=ordinal, a sparse design for a sureal model: the user's to fix (400), not a fault.
    if (e instanceof ModelInputError) return { ok: false, errors: [e.message] };
    throw e;
  }
  return { ok: true, response: pageAnalysis(full, task.page) };
}

/** POST /admin/analysis/upload for the other test methods (ACR-HR's DMOS, pair comparison's scale). */
export function analyseMethodUpload(task: MethodUploadTask): MethodUploadResult {
  return runMethodUpload(task);
}

/** GET /admin/analysis/dmos: the study's ratings as DMOS per presentation (ACR-HR). */
export function liveDmos(records: DmosRecord[]): MethodUploadResult {
  return runLiveDmos(records);
}

/** GET /admin/analysis/pc: the study's pair judgements scaled per dimension. */
export function livePairComparison(task: LivePairTask): LivePairComparisonResponse {
  return runLivePairComparison(task);
}
