import type { StudySettingKey, StudySettingSource } from '@vvq/contracts';
import type { SettingGroup as Group } from '../utils/setting-fields';
import type { FieldErrors, FormValues } from '../utils/settings-form-values';
import { SettingField } from './setting-field';

/** One group of settings as a fieldset: its legend names the group for every input inside it. */
export function SettingsGroup(props: {
  group: Group;
  values: FormValues;
  errors: FieldErrors;
  sources: Partial<Record<StudySettingKey, StudySettingSource>>;
  disabled: boolean;
  onChange: (key: StudySettingKey, value: string | boolean) => void;
}) {
  const { group } = props;
  return (
    <fieldset className="border rounded p-3 mb-4" data-testid={`group-${group.id}`}>
      <legend className="h5 float-none w-auto px-2 mb-2">{group.legend}</legend>
      {group.note && <p className="small text-body-secondary">{group.note}</p>}
      {group.fields.map((field) => (
        <SettingField
          key={field.key}
          field={field}
          value={props.values[field.key]}
          error={props.errors[field.key]}
          source={props.sources[field.key]}
          disabled={props.disabled}
          onChange={(value) => props.onChange(field.key, value)}
        />
      ))}
    </fieldset>
  );
}
