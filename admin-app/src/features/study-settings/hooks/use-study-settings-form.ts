import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStudySettingsResponse, StudySettingKey, StudySettingsUpdate } from '@vvq/contracts';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { STUDY_SETTINGS_HISTORY_KEY } from '../api/get-study-settings-history';
import { STUDY_SETTINGS_KEY, isAdminStudySettingsResponse } from '../api/get-study-settings';
import { resetStudySetting } from '../api/reset-study-setting';
import { updateStudySettings } from '../api/update-study-settings';
import { environmentVariable, fieldId, settingField, SETTING_FIELDS } from '../utils/setting-fields';
import { checkForm, toFormValues, type FieldErrors, type FormValues } from '../utils/settings-form-values';
import { serverRefusal } from '../utils/server-errors';

export const STATUS_ID = 'study-settings-status';
export const FORM_ERROR_ID = 'study-settings-error';

/** Where focus goes once the screen shows the outcome of a save (a counter, so the same target is focused again). */
type FocusRequest = { id: string; seq: number } | null;

/**
 * The settings form: values as typed, browser checks before the PATCH, the server's refusal next to its fields and
 * at the top, a success status that takes focus. Only changed keys are sent.
 */
export function useStudySettingsForm(saved: AdminStudySettingsResponse) {
  const apiBase = useApiBase();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => toFormValues(saved.settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [status, setStatus] = useState('');
  const [focus, setFocus] = useState<FocusRequest>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (changes: StudySettingsUpdate) => updateStudySettings(apiBase, changes),
  });
  const resetMutation = useMutation({
    mutationFn: (key: StudySettingKey) => resetStudySetting(apiBase, key),
  });

  // After the render that shows the message or the marked field.
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);
  const focusOn = useCallback((id: string) => setFocus((f) => ({ id, seq: (f?.seq ?? 0) + 1 })), []);

  const setValue = useCallback((key: StudySettingKey, value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
    setStatus('');
  }, []);

  const discard = useCallback(() => {
    setValues(toFormValues(saved.settings));
    setErrors({});
    setFormError('');
    setStatus('Changes discarded: the form shows the saved settings.');
    focusOn(STATUS_ID);
  }, [saved.settings, focusOn]);

  const save = useCallback(async () => {
    setStatus('');
    setFormError('');
    const check = checkForm(values, saved.settings);
    if (!check.ok) {
      setErrors(check.errors);
      const first = SETTING_FIELDS.find((field) => check.errors[field.key]);
      if (first) focusOn(fieldId(first.key));
      return;
    }
    setErrors({});
    const changed = Object.keys(check.changes) as StudySettingKey[];
    if (changed.length === 0) {
      setStatus('Nothing to save: no setting was changed.');
      focusOn(STATUS_ID);
      return;
    }
    try {
      const answer = await mutateAsync(check.changes);
      if (isAdminStudySettingsResponse(answer)) {
        queryClient.setQueryData(STUDY_SETTINGS_KEY, answer);
        setValues(toFormValues(answer.settings));
      } else {
        await queryClient.invalidateQueries({ queryKey: STUDY_SETTINGS_KEY, exact: true });
      }
      void queryClient.invalidateQueries({ queryKey: STUDY_SETTINGS_HISTORY_KEY });
      const names = changed.map((key) => settingField(key).label).join(', ');
      setStatus(
        `Settings saved (${changed.length} changed: ${names}). The change is recorded in the history.`,
      );
      focusOn(STATUS_ID);
    } catch (error) {
      // A 401 leaves the admin area (handled once in libs/ui): nothing to show here.
      if (isUnauthorized(error)) return;
      const refusal = serverRefusal(error);
      setErrors(refusal.fields);
      setFormError(refusal.summary);
      focusOn(FORM_ERROR_ID);
    }
  }, [values, saved.settings, mutateAsync, queryClient, focusOn]);

  /** One setting back to the environment's value or the default; other unsaved edits stay as typed. */
  const reset = useCallback(
    async (key: StudySettingKey) => {
      setStatus('');
      setFormError('');
      try {
        const answer = await resetMutation.mutateAsync(key);
        let source = 'default';
        if (isAdminStudySettingsResponse(answer)) {
          queryClient.setQueryData(STUDY_SETTINGS_KEY, answer);
          const fresh = toFormValues(answer.settings);
          setValues((current) => ({ ...current, [key]: fresh[key] }));
          source = answer.sources[key];
        } else {
          await queryClient.invalidateQueries({ queryKey: STUDY_SETTINGS_KEY, exact: true });
        }
        setErrors((current) => {
          const next = { ...current };
          delete next[key];
          return next;
        });
        void queryClient.invalidateQueries({ queryKey: STUDY_SETTINGS_HISTORY_KEY });
        const reads =
          source === 'environment' ? `the environment's value (${environmentVariable(key)})` : 'the default';
        setStatus(
          `${settingField(key).label} reset: it reads ${reads} again. The change is recorded in the history.`,
        );
        focusOn(STATUS_ID);
      } catch (error) {
        if (isUnauthorized(error)) return;
        setFormError(serverRefusal(error).summary);
        focusOn(FORM_ERROR_ID);
      }
    },
    [resetMutation, queryClient, focusOn],
  );

  return {
    values,
    errors,
    formError,
    status,
    saving: isPending || resetMutation.isPending,
    setValue,
    save,
    discard,
    reset,
  };
}
