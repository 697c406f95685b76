import {
  MIN_VALID_OBSERVERS,
  type AnalysisModel,
  type AnalysisResponse,
  type AnalysisUnit,
  type AnalysisWarning,
  type ConditionKind,
  type ConditionStatsRow,
  type MleEstimate,
  type MleReport,
  type RatingDimension,
  type ScreeningDenominator,
  type VideoStatsRow,
} from '@vvq/contracts';
import { screenObservers, screeningOff } from './bt500-screening.js';
import { describeScores } from './descriptive-stats.js';
import { observerBias } from './observer-bias.js';
import { fitModel } from './model-fitters.js';
import type { SubjectiveModelResult } from './subjective-model.js';
import {
  attributeConditionOf,
  conditionOf,
  groupBy,
  toUnit,
  type ScoreRecord,
  type VideoAttributes,
} from './presentation-units.js';

export interface AnalysisInput {
  source: 'database' | 'upload';
  dimension: RatingDimension | null;
  /** One dimension; `presentation` is the video id as a string (or the uploaded presentation name). */
  scores: readonly ScoreRecord[];
  /** Video attributes by presentation; empty for uploads, which then have no conditions. */
  attributes: ReadonlyMap<string, VideoAttributes>;
  unit: AnalysisUnit;
  screening: boolean;
  denominator: ScreeningDenominator;
  /** Observer → database user id, for the admin's own view. */
  userIds?: ReadonlyMap<string, number>;
  /** Adds the model's `mle` block (per video, per condition, per unit of presentation); see model-fitters.ts. */
  model?: AnalysisModel | null;
  /** The name of a lab attribute to add conditions by (`group_by=attribute:<name>`); none when absent. */
  groupBy?: string | null;
}

/** The model's fits behind an answer: per video, per unit of presentation, per condition kind. */
interface MleFits {
  video: SubjectiveModelResult;
  unit: SubjectiveModelResult;
  compression: SubjectiveModelResult | null;
  view: SubjectiveModelResult | null;
  attribute: SubjectiveModelResult | null;
}

function estimatesOf(fit: SubjectiveModelResult | null): Map<string, MleEstimate> {
  return new Map(
    (fit?.presentations ?? []).map((p) => [
      p.presentation,
      { quality: p.quality, ci95_low: p.ci95_low, ci95_high: p.ci95_high },
    ]),
  );
}

function fitMle(input: AnalysisInput, model: AnalysisModel, unitScores: ScoreRecord[]): MleFits {
  const video = fitModel(model, input.scores, (p) => input.attributes.get(p)?.content ?? '');
  // The condition fits share the video fit's observers, so the ordinal model starts them from it.
  const byKind = (kind: ConditionKind) => {
    const contents = new Map<string, string>();
    const scores = input.scores
      .filter((s) => input.attributes.has(s.presentation))
      .map((s) => {
        const c = conditionKeyOf(kind, input.attributes.get(s.presentation)!, input.groupBy);
        contents.set(c.key, c.content);
        return { ...s, presentation: c.key };
      });
    return fitModel(model, scores, (key) => contents.get(key) ?? '', video);
  };
  const hasConditions = input.attributes.size > 0;
  const compression = hasConditions ? byKind('compression') : null;
  // unit=condition is content × compression_type × qp, the compression conditions (toUnit).
  const unit =
    input.unit === 'video' ? video : (compression ?? fitModel(model, unitScores, undefined, video));
  return {
    video,
    unit,
    compression,
    view: hasConditions ? byKind('view') : null,
    attribute: hasConditions && input.groupBy ? byKind('attribute') : null,
  };
}

function mleReport(fits: MleFits): MleReport {
  const status = (f: SubjectiveModelResult | null) =>
    f && { converged: f.converged, iterations: f.iterations };
  return {
    converged: fits.unit.converged,
    iterations: fits.unit.iterations,
    pooled_inconsistency: fits.unit.pooled_inconsistency,
    presentations: fits.unit.presentations,
    observers: fits.unit.observers.map(({ n, ...o }) => ({ ...o, n })),
    fits: {
      video: status(fits.video)!,
      compression: status(fits.compression),
      view: status(fits.view),
      // Only with group_by, so an answer without it keeps its shape.
      ...(fits.attribute ? { attribute: status(fits.attribute) } : {}),
    },
  };
}

const collator = new Intl.Collator('en', { numeric: true });

/** The condition of one video for a kind; `attribute` needs the attribute's name (AnalysisInput.groupBy). */
function conditionKeyOf(kind: ConditionKind, v: VideoAttributes, groupBy: string | null | undefined) {
  return kind === 'attribute' ? attributeConditionOf(groupBy ?? '', v) : conditionOf(kind, v);
}

function statsPair(list: readonly ScoreRecord[], rejected: ReadonlySet<string>, screening: boolean) {
  const kept = list.filter((s) => !rejected.has(s.observer));
  return {
    all: describeScores(list.map((s) => s.score)),
    screened: screening ? describeScores(kept.map((s) => s.score)) : null,
    observers: new Set(list.map((s) => s.observer)).size,
    valid_observers: new Set(kept.map((s) => s.observer)).size,
  };
}

function videoRows(
  input: AnalysisInput,
  rejected: ReadonlySet<string>,
  mle: Map<string, MleEstimate> | null,
): VideoStatsRow[] {
  const rows = [...groupBy(input.scores, (s) => s.presentation)].map(([presentation, list]) => {
    const v = input.attributes.get(presentation);
    const { all, screened } = statsPair(list, rejected, input.screening);
    return {
      presentation,
      video_id: v?.video_id ?? null,
      content: v?.content ?? null,
      view: v?.view ?? null,
      compression_type: v?.compression_type ?? null,
      qp: v?.qp ?? null,
      all,
      screened,
      ...(mle ? { mle: mle.get(presentation) ?? null } : {}),
    };
  });
  return rows.sort(
    (a, b) =>
      (a.video_id ?? Infinity) - (b.video_id ?? Infinity) || collator.compare(a.presentation, b.presentation),
  );
}

function conditionRows(
  input: AnalysisInput,
  rejected: ReadonlySet<string>,
  mle: Record<ConditionKind, Map<string, MleEstimate>> | null,
): ConditionStatsRow[] {
  const rows: ConditionStatsRow[] = [];
  const kinds: ConditionKind[] = input.groupBy
    ? ['compression', 'view', 'attribute']
    : ['compression', 'view'];
  for (const kind of kinds) {
    const withAttributes = input.scores.filter((s) => input.attributes.has(s.presentation));
    const groups = groupBy(
      withAttributes,
      (s) => conditionKeyOf(kind, input.attributes.get(s.presentation)!, input.groupBy).key,
    );
    const kindRows = [...groups.values()].map((list) => {
      const c = conditionKeyOf(kind, input.attributes.get(list[0].presentation)!, input.groupBy);
      return {
        ...c,
        ...statsPair(list, rejected, input.screening),
        ...(mle ? { mle: mle[kind].get(c.key) ?? null } : {}),
      };
    });
    kindRows.sort(
      (a, b) =>
        collator.compare(a.content, b.content) ||
        collator.compare(a.compression_type ?? '', b.compression_type ?? '') ||
        collator.compare(a.qp ?? '', b.qp ?? '') ||
        collator.compare(a.view ?? '', b.view ?? '') ||
        // "not set" (null) after the values, numbers in numeric order (bitrate 200 before 1000).
        Number(a.attribute_value == null) - Number(b.attribute_value == null) ||
        collator.compare(a.attribute_value ?? '', b.attribute_value ?? ''),
    );
    rows.push(...kindRows);
  }
  return rows;
}

function warningsFor(
  conditions: ConditionStatsRow[],
  videos: VideoStatsRow[],
  input: AnalysisInput,
  rejected: ReadonlySet<string>,
) {
  const warnings: AnalysisWarning[] = [];
  const add = (kind: AnalysisWarning['condition_kind'], condition: string, valid: number) =>
    warnings.push({
      code: 'few_valid_observers',
      condition_kind: kind,
      condition,
      valid_observers: valid,
      message: `${condition}: ${valid} valid observer${valid === 1 ? '' : 's'}; BT.500 asks for at least ${MIN_VALID_OBSERVERS}.`,
    });
  for (const c of conditions)
    if (c.valid_observers < MIN_VALID_OBSERVERS) add(c.kind, c.label, c.valid_observers);
  if (input.attributes.size === 0) {
    // Uploaded data has no conditions: each presentation is its own condition.
    const byPresentation = groupBy(input.scores, (s) => s.presentation);
    for (const v of videos) {
      const valid = new Set(
        (byPresentation.get(v.presentation) ?? [])
          .filter((s) => !rejected.has(s.observer))
          .map((s) => s.observer),
      ).size;
      if (valid < MIN_VALID_OBSERVERS) add('presentation', v.presentation, valid);
    }
  }
  return warnings;
}

/** The whole analysis, every list complete; answers carry a page of it (analysis-page.ts), exports all of it. */
export type FullAnalysis = Omit<AnalysisResponse, 'observer_page' | 'list_totals'>;

/** Everything `GET /api/admin/analysis` and the upload compute, from one dimension's scores. */
export function analyseScores(input: AnalysisInput): FullAnalysis {
  const unitScores = toUnit(input.scores, input.unit, input.attributes);
  const options = { unit: input.unit, denominator: input.denominator };
  const { report, rejected } = input.screening
    ? screenObservers(unitScores, options)
    : screeningOff(unitScores, options);
  const fits = input.model ? fitMle(input, input.model, unitScores) : null;
  const videos = videoRows(input, rejected, fits && estimatesOf(fits.video));
  const conditions = input.attributes.size
    ? conditionRows(
        input,
        rejected,
        fits && {
          compression: estimatesOf(fits.compression),
          view: estimatesOf(fits.view),
          attribute: estimatesOf(fits.attribute),
        },
      )
    : [];
  const observers = observerBias(unitScores).map((b) => ({
    observer: b.observer,
    user_id: input.userIds?.get(b.observer) ?? null,
    n: b.n,
    bias: b.bias,
    inconsistency: b.inconsistency,
    rejected: rejected.has(b.observer),
  }));
  return {
    source: input.source,
    dimension: input.dimension,
    unit: input.unit,
    totals: {
      ratings: input.scores.length,
      observers: new Set(input.scores.map((s) => s.observer)).size,
      videos: new Set(input.scores.map((s) => s.presentation)).size,
    },
    screening: report,
    videos,
    conditions,
    observers,
    warnings: warningsFor(conditions, videos, input, rejected),
    ...(fits ? { mle: mleReport(fits) } : {}),
  };
}
