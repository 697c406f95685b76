import { Button } from 'react-bootstrap';
import type { StudySettingKey, StudySettingSource } from '@vvq/contracts';
import { useSettingReset } from '../hooks/setting-reset-context';
import { environmentVariable, settingField } from '../utils/setting-fields';

/** Where the saved value came from, in words (read with the field through aria-describedby). */
export function sourceText(key: StudySettingKey, source: StudySettingSource | undefined): string {
  switch (source) {
    case 'admin':
      return 'Saved value set by an admin';
    case 'environment':
      return `Saved value from the environment (${environmentVariable(key)})`;
    case 'default':
      // No admin saved one: "saved" would claim a value the database does not hold.
      return 'Default value (none saved)';
    default:
      return 'Source of the saved value unknown';
  }
}

/** The badge, and for an admin's saved value a button that goes back to the environment's value or the default. */
export function SettingSource(props: {
  id: string;
  settingKey: StudySettingKey;
  source?: StudySettingSource;
}) {
  const reset = useSettingReset();
  return (
    <>
      <span
        id={props.id}
        className="badge rounded-pill text-bg-light border fw-normal"
        data-testid={`source-${props.settingKey}`}
        data-source={props.source ?? 'unknown'}
      >
        {sourceText(props.settingKey, props.source)}
      </span>
      {reset && props.source === 'admin' && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="p-0 align-baseline"
          aria-label={`Reset ${settingField(props.settingKey).label}`}
          title="Forget the saved value: back to the environment's value or the default"
          disabled={reset.busy}
          onClick={() => reset.reset(props.settingKey)}
        >
          Reset
        </Button>
      )}
    </>
  );
}
