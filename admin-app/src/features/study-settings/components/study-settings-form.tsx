import { Alert, Button, Form } from 'react-bootstrap';
import type { AdminStudySettingsResponse, StudySettingKey } from '@vvq/contracts';
import { useMemo } from 'react';
import { SettingResetContext } from '../hooks/setting-reset-context';
import { FORM_ERROR_ID, STATUS_ID, useStudySettingsForm } from '../hooks/use-study-settings-form';
import { SETTING_GROUPS } from '../utils/setting-fields';
import { SettingsGroup } from './settings-group';

/** Every setting, grouped, with one Save for the changed ones. */
export function StudySettingsForm(props: { saved: AdminStudySettingsResponse }) {
  const form = useStudySettingsForm(props.saved);
  const { reset, saving } = form;
  const resetter = useMemo(
    () => ({ reset: (key: StudySettingKey) => void reset(key), busy: saving }),
    [reset, saving],
  );
  return (
    <SettingResetContext.Provider value={resetter}>
      <Form
        noValidate
        aria-label="Study settings"
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        {form.formError && (
          <Alert variant="danger" id={FORM_ERROR_ID} tabIndex={-1} role="alert">
            {form.formError}
          </Alert>
        )}
        {SETTING_GROUPS.map((group) => (
          <SettingsGroup
            key={group.id}
            group={group}
            values={form.values}
            errors={form.errors}
            sources={props.saved.sources}
            disabled={form.saving}
            onChange={form.setValue}
          />
        ))}
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button type="submit" variant="primary" disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Save changes'}
          </Button>
          <Button type="button" variant="outline-secondary" disabled={form.saving} onClick={form.discard}>
            Discard changes
          </Button>
        </div>
        {/* Always in the page, so screen readers announce a status that appears in it. */}
        <div role="status" aria-live="polite">
          {form.status && (
            <Alert variant="success" id={STATUS_ID} tabIndex={-1} className="mb-0">
              {form.status}
            </Alert>
          )}
        </div>
      </Form>
    </SettingResetContext.Provider>
  );
}
