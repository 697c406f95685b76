import {
  STUDY_SETTING_GROUPS,
  STUDY_SETTING_KEYS,
  STUDY_SETTING_LIST,
  studySettingEnvName,
  type KeyedStudySettingDescriptor,
  type StudySettingKey,
} from '@vvq/contracts';

/**
 * How each study setting is edited, derived from its descriptor in @vvq/contracts (study-setting-descriptors.ts):
 * label, help, group, bounds and patterns are the descriptor's, so the form and the API's checks cannot drift apart.
 * Browser checks only help the admin: the server validates every key again and its message wins.
 */
export type FieldKind =
  | { type: 'switch' }
  | { type: 'integer'; min: number; max: number }
  /** Empty = off (null); otherwise a number in [min, max] (above min when minExclusive). */
  | { type: 'optional-number'; min: number; max: number; integer: boolean; minExclusive?: boolean }
  /** Empty = none (null); otherwise an http(s) address. */
  | { type: 'url'; maxLength: number }
  /** Empty = none (null); otherwise text matching `pattern`, described by `patternHint`. */
  | { type: 'text'; pattern: RegExp; patternHint: string }
  /** Write-only text: the server answers `mask` while one is set; the mask left as it is changes nothing. */
  | { type: 'secret'; pattern: RegExp; patternHint: string; mask: string }
  /** One of `values`, chosen from a list. */
  | { type: 'choice'; values: readonly string[] }
  | { type: 'rating-labels' }
  /** Empty = the spec's FAQ (null); otherwise entries written as text (settings-form-values.ts: faqFromText). */
  | { type: 'faq' };

export interface SettingField {
  key: StudySettingKey;
  label: string;
  help: string;
  kind: FieldKind;
}

export interface SettingGroup {
  id: string;
  legend: string;
  /** One sentence under the legend; the quality-control group says what it holds. */
  note?: string;
  fields: SettingField[];
}

/** The rating labels get their own field, which shows each preset's words. */
const OWN_WIDGETS: Partial<Record<string, FieldKind>> = { rating_labels: { type: 'rating-labels' } };

/** The input a descriptor gets on the screen. */
export function fieldKind(d: KeyedStudySettingDescriptor): FieldKind {
  const own = OWN_WIDGETS[d.key];
  if (own) return own;
  switch (d.kind) {
    case 'faq':
      return { type: 'faq' };
    case 'boolean':
      return { type: 'switch' };
    case 'integer':
      return d.nullable
        ? { type: 'optional-number', min: d.min, max: d.max, integer: true }
        : { type: 'integer', min: d.min, max: d.max };
    case 'number':
      return {
        type: 'optional-number',
        min: d.min,
        max: d.max,
        integer: false,
        ...(d.minExclusive ? { minExclusive: true } : {}),
      };
    case 'enum':
      return { type: 'choice', values: d.values };
    case 'url':
      return { type: 'url', maxLength: d.maxLength };
    case 'text':
      return { type: 'text', pattern: d.pattern, patternHint: d.hint };
    case 'secret':
      return { type: 'secret', pattern: d.pattern, patternHint: d.hint, mask: d.mask };
  }
}

/** The screen's fieldsets with their fields, in descriptor order (a test passes other descriptors). */
export function settingGroups(descriptors: readonly KeyedStudySettingDescriptor[]): SettingGroup[] {
  return STUDY_SETTING_GROUPS.map((group) => ({
    ...group,
    fields: descriptors
      .filter((d) => d.group === group.id)
      .map((d) => ({ key: d.key as StudySettingKey, label: d.label, help: d.help, kind: fieldKind(d) })),
  }));
}

export const SETTING_GROUPS: readonly SettingGroup[] = settingGroups(STUDY_SETTING_LIST);

export const SETTING_FIELDS: readonly SettingField[] = SETTING_GROUPS.flatMap((group) => group.fields);

const BY_KEY = new Map(SETTING_FIELDS.map((field) => [field.key, field]));

export function settingField(key: StudySettingKey): SettingField {
  const field = BY_KEY.get(key);
  if (!field) throw new Error(`No field for study setting ${key}`);
  return field;
}

/** Every key of the contract has a field (a new key without one would be silently unsettable). */
export function keysWithoutField(): StudySettingKey[] {
  return STUDY_SETTING_KEYS.filter((key) => !BY_KEY.has(key));
}

/** The environment variable that gives a key its initial value (`STUDY_` + the key in upper case, unless named). */
export function environmentVariable(key: StudySettingKey): string {
  const descriptor = STUDY_SETTING_LIST.find((d) => d.key === key);
  return descriptor ? studySettingEnvName(descriptor) : `STUDY_${key.toUpperCase()}`;
}

/** The id of a field's input, shared by its label, its messages and the focus moves. */
export function fieldId(key: StudySettingKey): string {
  return `study-setting-${key}`;
}
