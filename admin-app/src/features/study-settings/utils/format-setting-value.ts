import type { StudySettingKey } from '@vvq/contracts';
import { ratingLabelName } from './rating-label-choices';
import { SETTING_FIELDS } from './setting-fields';

/** A recorded value (JSON text) in the words of the form: On/Off, 'off' for an empty threshold, the preset's name. */
export function formatSettingValue(key: StudySettingKey, json: string | null): string {
  // The contract: no old value means the setting had its default or its environment value until then.
  if (json === null) return 'default or environment value';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  const kind = SETTING_FIELDS.find((field) => field.key === key)?.kind.type;
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (value === null) return kind === 'optional-number' ? 'off' : kind === 'faq' ? 'the spec’s FAQ' : 'none';
  if (kind === 'rating-labels') return ratingLabelName(String(value));
  if (kind === 'faq' && Array.isArray(value))
    return value.length === 1 ? '1 question' : `${value.length} questions`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The field's label, or the key itself for a key this screen does not know (recorded by a newer API). */
export function settingLabel(key: string): string {
  return SETTING_FIELDS.find((field) => field.key === key)?.label ?? key;
}
