import { DEFAULT_STUDY_SETTINGS, type StudySettings } from '@vvq/contracts';
import { formatSettingValue } from '../utils/format-setting-value';
import { settingField } from '../utils/setting-fields';
import { checkForm, parseField, toFormValues } from '../utils/settings-form-values';

const field = settingField('faq');
const entries = [
  { question: 'How long does it take?', answer: 'About ten minutes.' },
  { question: 'Who may take part?', answer: 'Anyone over 18.' },
];

describe('the FAQ field', () => {
  it('is a text area of entries: question line, answer line(s), a blank line between entries', () => {
    expect(field.kind).toEqual({ type: 'faq' });
    const text =
      'How long does it take?\nAbout ten minutes.\n \r\nWho may take part?\nAnyone\n  over 18.  \n\n';
    expect(parseField(field, text)).toEqual({ ok: true, value: entries });
    expect(parseField(field, '  ')).toEqual({ ok: true, value: null });
  });

  it('names what is wrong, entry by entry, with the API’s own rule', () => {
    expect(parseField(field, 'Q1?\nA1.\n\nQ2 without an answer')).toEqual({
      ok: false,
      error: 'FAQ: entry 2 has no answer: write the question on one line and its answer on the next.',
    });
    expect(parseField(field, `${'q'.repeat(301)}\nA.`)).toEqual({
      ok: false,
      error: 'FAQ: entry 1: the question is longer than 300 characters.',
    });
    const many = Array.from({ length: 21 }, (_, i) => `Q${i}?\nA.`).join('\n\n');
    expect(parseField(field, many)).toEqual({ ok: false, error: 'FAQ: must hold at most 20 entries.' });
  });

  it('shows a saved FAQ as text and sends it only when it changed', () => {
    const saved: StudySettings = { ...DEFAULT_STUDY_SETTINGS, faq: entries };
    const values = toFormValues(saved);
    expect(values.faq).toBe(
      'How long does it take?\nAbout ten minutes.\n\nWho may take part?\nAnyone over 18.',
    );
    expect(checkForm(values, saved)).toEqual({ ok: true, changes: {} });
    expect(checkForm({ ...values, faq: '' }, saved)).toEqual({ ok: true, changes: { faq: null } });
  });

  it('reads in the history as the spec’s FAQ or a number of questions', () => {
    expect(formatSettingValue('faq', 'null')).toBe('the spec’s FAQ');
    expect(formatSettingValue('faq', JSON.stringify(entries))).toBe('2 questions');
  });
});
