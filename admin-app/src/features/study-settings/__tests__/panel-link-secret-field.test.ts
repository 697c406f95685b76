import { DEFAULT_STUDY_SETTINGS, PANEL_LINK_SECRET_MASK, type StudySettings } from '@vvq/contracts';
import { settingField } from '../utils/setting-fields';
import { checkForm, parseField, toFormValues } from '../utils/settings-form-values';

const field = settingField('panel_link_secret');
const saved: StudySettings = { ...DEFAULT_STUDY_SETTINGS, panel_link_secret: PANEL_LINK_SECRET_MASK };

describe('the write-only panel link secret field', () => {
  it('takes a new secret, empties to none, and names the rule for anything else', () => {
    expect(parseField(field, ' lab-secret_0123456789 ')).toEqual({
      ok: true,
      value: 'lab-secret_0123456789',
    });
    expect(parseField(field, '')).toEqual({ ok: true, value: null });
    expect(parseField(field, 'short')).toEqual({
      ok: false,
      error: 'Panel link secret: 16 to 128 letters, digits, - or _.',
    });
  });

  it('sends nothing while the mask of a saved secret is left as it is', () => {
    const values = toFormValues(saved);
    expect(values.panel_link_secret).toBe(PANEL_LINK_SECRET_MASK);
    expect(checkForm(values, saved)).toEqual({ ok: true, changes: {} });
    expect(checkForm({ ...values, panel_link_secret: '' }, saved)).toEqual({
      ok: true,
      changes: { panel_link_secret: null },
    });
  });
});
