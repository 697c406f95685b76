import type { StudySettingKey, StudySettingSource } from '@vvq/contracts';
import { environmentVariable } from '../utils/setting-fields';

/** Where the saved value came from, in words (read with the field through aria-describedby). */
export function sourceText(key: StudySettingKey, source: StudySettingSource | undefined): string {
  switch (source) {
    case 'admin':
      return 'Saved value set by an admin';
    case 'environment':
      return `Saved value from the environment (${environmentVariable(key)})`;
    case 'default':
      return 'Saved value is the default';
    default:
      return 'Source of the saved value unknown';
  }
}

export function SettingSource(props: {
  id: string;
  settingKey: StudySettingKey;
  source?: StudySettingSource;
}) {
  return (
    <span
      id={props.id}
      className="badge rounded-pill text-bg-light border fw-normal"
      data-testid={`source-${props.settingKey}`}
      data-source={props.source ?? 'unknown'}
    >
      {sourceText(props.settingKey, props.source)}
    </span>
  );
}
