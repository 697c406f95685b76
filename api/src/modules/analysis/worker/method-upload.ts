import {
  CI95_Z,
  type DmosResponse,
  type LivePairComparisonResponse,
  type MethodAnalysisResponse,
  type PairModel,
  type RatingDimension,
} from '@vvq/contracts';
import {
  analysePairComparison,
  CsvParseError,
  DMOS_REFERENCE_SCORE,
  DmosInputError,
  type DmosRecord,
  type PairJudgement,
  dmosTable,
  parseAcrHrCsv,
  parsePairCsv,
  surealDmosMle,
} from '@vvq/subjective';

/** POST /admin/analysis/upload with method=acr-hr or method=pc, run in the analysis worker. */
export interface MethodUploadTask {
  method: 'acr-hr' | 'pc';
  csv: string | Uint8Array;
  /** acr-hr: 'mle' adds sureal's MLE DMOS; pc: the scaling model. */
  model: PairModel | 'mle' | null;
  screening: boolean;
}

export type MethodUploadResult =
  { ok: true; response: MethodAnalysisResponse } | { ok: false; errors: string[] };

const finiteOrNull = (x: number) => (Number.isFinite(x) ? x : null);

function acrHr(text: string, withMle: boolean): DmosResponse {
  const records = parseAcrHrCsv(text);
  const response: DmosResponse = {
    method: 'acr-hr',
    reference_score: DMOS_REFERENCE_SCORE,
    observers: new Set(records.map((r) => r.observer)).size,
    ratings: records.length,
    rows: dmosTable(records),
  };
  if (withMle) {
    const fit = surealDmosMle(records, 'DEFAULT');
    response.mle = {
      iterations: fit.iterations,
      rows: fit.rows.map((r) => ({
        presentation: r.presentation,
        dmos: finiteOrNull(r.dmos),
        std: finiteOrNull(r.std),
        ci95_low: finiteOrNull(r.dmos - CI95_Z * r.std),
        ci95_high: finiteOrNull(r.dmos + CI95_Z * r.std),
      })),
    };
  }
  return response;
}

/**
 * The live ACR-HR analysis: the study's ratings of one dimension as DMOS records (observers already pseudonyms).
 * A content whose reference has no rating yet (or that has no reference) cannot have a DMOS: it is left out and
 * named in `skipped_contents`, rather than failing the whole answer while the study is still running.
 */
export function runLiveDmos(records: DmosRecord[]): MethodUploadResult {
  const referenced = new Set(records.filter((r) => r.isReference).map((r) => r.content));
  const kept = records.filter((r) => referenced.has(r.content));
  const skipped = [...new Set(records.map((r) => r.content))].filter((c) => !referenced.has(c)).sort();
  try {
    return {
      ok: true,
      response: {
        method: 'acr-hr',
        reference_score: DMOS_REFERENCE_SCORE,
        observers: new Set(kept.map((r) => r.observer)).size,
        ratings: kept.length,
        rows: kept.length ? dmosTable(kept) : [],
        skipped_contents: skipped,
      },
    };
  } catch (e) {
    if (e instanceof DmosInputError) return { ok: false, errors: e.errors };
    throw e;
  }
}

export function runMethodUpload(task: MethodUploadTask): MethodUploadResult {
  const text = typeof task.csv === 'string' ? task.csv : new TextDecoder().decode(task.csv);
  try {
    if (task.method === 'acr-hr') return { ok: true, response: acrHr(text, task.model === 'mle') };
    const judgements = parsePairCsv(text, true);
    const model = task.model === 'thurstone' ? 'thurstone' : 'bt';
    return { ok: true, response: analysePairComparison({ judgements, model, screening: task.screening }) };
  } catch (e) {
    if (e instanceof CsvParseError || e instanceof DmosInputError) return { ok: false, errors: e.errors };
    throw e;
  }
}

/** GET /admin/analysis/pc: the study's judgements per dimension (observers already pseudonyms). */
export interface LivePairTask {
  model: PairModel;
  dimensions: Record<RatingDimension, PairJudgement[]>;
  /** Leave the observers the screening flags out of a refit (they are reported either way). */
  screening: boolean;
}

/** Scales each dimension's judgements on its own, screening its observers; a dimension without judgements is null. */
export function runLivePairComparison(task: LivePairTask): LivePairComparisonResponse {
  const dimensions = {} as LivePairComparisonResponse['dimensions'];
  for (const [dimension, judgements] of Object.entries(task.dimensions) as Array<
    [RatingDimension, PairJudgement[]]
  >) {
    dimensions[dimension] = judgements.length
      ? analysePairComparison({ judgements, model: task.model, screening: task.screening })
      : null;
  }
  return { method: 'pc', model: task.model, dimensions };
}
