import type { AnalysisResponse } from '@vvq/contracts';
import type { ResolvedAnalysisQuery } from '../dto/analysis-query.dto.js';
import type { ObserverPage, VideoAttributes } from '@vvq/subjective';

/**
 * One dimension's ratings as three parallel columns. Typed arrays are transferred to the worker (moved, not
 * copied), where 200,000 row objects would be structured-cloned on the event loop first.
 */
export interface ScoreColumns {
  userIds: Float64Array;
  videoIds: Float64Array;
  scores: Float64Array;
}

/** The study's ratings of one dimension, for the analysis or the per-condition table. */
export interface DatabaseAnalysisTask {
  query: ResolvedAnalysisQuery;
  columns: ScoreColumns;
  /** Each rated video once. */
  videos: VideoAttributes[];
  /** Observer ids are pseudonyms made in the worker (one HMAC per user), not on the event loop. */
  pseudonymKey: string;
}

export interface UploadAnalysisTask {
  query: ResolvedAnalysisQuery;
  /** The CSV as text (JSON or text/plain bodies) or as the UTF-8 bytes of a text/csv body, decoded in the worker. */
  csv: string | Uint8Array;
  page: ObserverPage;
}

/** A CSV that cannot be read comes back as its line-numbered problems (an Error would lose its class in transit). */
export type UploadAnalysisResult = { ok: true; response: AnalysisResponse } | { ok: false; errors: string[] };
