import type { AnalysisUnit, ConditionKind, VideoAttributes as CatalogueAttributes } from '@vvq/contracts';

/** One score of one rating dimension. `presentation` is the video's own id (string) before any grouping. */
export interface ScoreRecord {
  observer: string;
  presentation: string;
  score: number;
}

/** What the grouping needs to know about a video. */
export interface VideoAttributes extends CatalogueAttributes {
  video_id: number | null;
  url?: string | null;
  label?: string;
  /** The lab's further attributes (manifest columns beyond the spec's), each a string; absent when none. */
  attributes?: Readonly<Record<string, string>> | null;
}

export interface ConditionKey {
  kind: ConditionKind;
  key: string;
  /** Kind `attribute` only. */
  attribute?: string;
  attribute_value?: string | null;
  label: string;
  content: string;
  compression_type: string | null;
  qp: string | null;
  view: string | null;
}

/** JSON keeps keys collision-free whatever characters the attributes contain. */
export function conditionOf(kind: Exclude<ConditionKind, 'attribute'>, v: VideoAttributes): ConditionKey {
  if (kind === 'compression') {
    return {
      kind,
      key: JSON.stringify([v.content, v.compression_type, v.qp]),
      label: `${v.content} · ${v.compression_type} · QP ${v.qp}`,
      content: v.content,
      compression_type: v.compression_type,
      qp: v.qp,
      view: null,
    };
  }
  return {
    kind,
    key: JSON.stringify([v.content, v.view]),
    label: `${v.content} · ${v.view}`,
    content: v.content,
    compression_type: null,
    qp: null,
    view: v.view,
  };
}

/**
 * The condition of one value of the lab's attribute `name`, pooled over contents (a lab grouping by bitrate asks for
 * the MOS per bitrate, not per content and bitrate, which compression × content already gives). A stimulus without
 * the attribute falls into the value null, labelled "not set".
 */
export function attributeConditionOf(name: string, v: VideoAttributes): ConditionKey {
  const value = v.attributes?.[name] ?? null;
  return {
    kind: 'attribute',
    key: JSON.stringify([name, value]),
    label: value === null ? `${name} not set` : `${name} = ${value}`,
    content: '',
    compression_type: null,
    qp: null,
    view: null,
    attribute: name,
    attribute_value: value,
  };
}

/**
 * Maps each score to the unit of presentation: the video itself, or its content × compression_type × qp condition.
 * A video without attributes (uploaded data) stays its own presentation.
 */
export function toUnit(
  scores: readonly ScoreRecord[],
  unit: AnalysisUnit,
  attributes: ReadonlyMap<string, VideoAttributes>,
): ScoreRecord[] {
  if (unit === 'video') return scores.slice();
  return scores.map((s) => {
    const v = attributes.get(s.presentation);
    return v ? { ...s, presentation: conditionOf('compression', v).key } : s;
  });
}

/** Groups values by a key, keeping first-seen order (stable output for tests and exports). */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
