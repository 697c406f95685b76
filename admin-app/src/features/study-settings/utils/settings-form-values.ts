import {
  RATING_LABEL_PRESETS,
  studyFaqProblem,
  type StudyFaqEntry,
  type RatingLabelPreset,
  type StudySettingKey,
  type StudySettings,
  type StudySettingsUpdate,
} from '@vvq/contracts';
import { SETTING_FIELDS, type SettingField } from './setting-fields';

/** What the inputs hold: text for numbers and addresses (so a half-typed value survives), booleans for switches. */
export type FormValues = Record<StudySettingKey, string | boolean>;
export type FieldErrors = Partial<Record<StudySettingKey, string>>;

/**
 * The FAQ as the admin writes it: each entry a question on one line and its answer on the next, entries separated by
 * a blank line. An answer written over several lines is joined into one (the accordion shows one paragraph).
 */
function faqToText(entries: readonly StudyFaqEntry[]): string {
  return entries.map((e) => `${e.question}\n${e.answer}`).join('\n\n');
}

function faqFromText(text: string): StudyFaqEntry[] | string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  const entries: StudyFaqEntry[] = [];
  for (const [index, lines] of blocks.entries()) {
    if (lines.length < 2)
      return `entry ${index + 1} has no answer: write the question on one line and its answer on the next`;
    entries.push({ question: lines[0], answer: lines.slice(1).join(' ') });
  }
  return entries;
}

export function toFormValues(settings: StudySettings): FormValues {
  const values = {} as FormValues;
  for (const field of SETTING_FIELDS) {
    const value = settings[field.key] as unknown;
    if (field.kind.type === 'switch') values[field.key] = value === true;
    else if (field.kind.type === 'faq') values[field.key] = Array.isArray(value) ? faqToText(value) : '';
    else values[field.key] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

type Parsed = { ok: true; value: StudySettings[StudySettingKey] } | { ok: false; error: string };

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

function parseNumber(text: string, integer: boolean): number | null {
  const pattern = integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
  return pattern.test(text) ? Number(text) : null;
}

/** One field's input turned into its setting value, or the reason it cannot be. */
export function parseField(field: SettingField, raw: string | boolean): Parsed {
  const kind = field.kind;
  if (kind.type === 'switch') return { ok: true, value: raw === true };
  const text = String(raw).trim();
  switch (kind.type) {
    case 'faq': {
      if (text === '') return { ok: true, value: null };
      const entries = faqFromText(text);
      const problem = typeof entries === 'string' ? entries : studyFaqProblem(entries);
      if (problem) return { ok: false, error: `${field.label}: ${problem}.` };
      return { ok: true, value: entries as StudyFaqEntry[] };
    }
    case 'rating-labels':
      return (RATING_LABEL_PRESETS as readonly string[]).includes(text)
        ? { ok: true, value: text as RatingLabelPreset }
        : { ok: false, error: 'Choose one of the label sets.' };
    case 'choice':
      return kind.values.includes(text)
        ? { ok: true, value: text as StudySettings[StudySettingKey] }
        : { ok: false, error: `${field.label}: choose one of ${kind.values.join(', ')}.` };
    case 'integer': {
      const n = parseNumber(text, true);
      if (n === null) return { ok: false, error: `${field.label}: enter a whole number.` };
      if (n < kind.min || n > kind.max)
        return { ok: false, error: `${field.label}: enter a number from ${kind.min} to ${kind.max}.` };
      return { ok: true, value: n };
    }
    case 'optional-number': {
      if (text === '') return { ok: true, value: null };
      const n = parseNumber(text, kind.integer);
      const what = kind.integer ? 'a whole number' : 'a number';
      if (n === null)
        return { ok: false, error: `${field.label}: enter ${what}, or leave it empty for off.` };
      const range = kind.minExclusive
        ? `above ${kind.min} and at most ${kind.max}`
        : `from ${kind.min} to ${kind.max}`;
      if (n < kind.min || n > kind.max || (kind.minExclusive && n === kind.min))
        return { ok: false, error: `${field.label}: enter ${what} ${range}, or leave it empty for off.` };
      return { ok: true, value: n };
    }
    case 'url':
      if (text === '') return { ok: true, value: null };
      if (text.length > kind.maxLength)
        return { ok: false, error: `${field.label}: at most ${kind.maxLength} characters.` };
      if (!HTTP_URL.test(text))
        return { ok: false, error: `${field.label}: enter an address starting with https:// or http://.` };
      return { ok: true, value: text };
    case 'secret':
      if (text === kind.mask) return { ok: true, value: text };
      if (text === '') return { ok: true, value: null };
      if (!kind.pattern.test(text)) return { ok: false, error: `${field.label}: ${kind.patternHint}.` };
      return { ok: true, value: text };
    case 'text':
      if (text === '') return { ok: true, value: null };
      if (!kind.pattern.test(text)) return { ok: false, error: `${field.label}: ${kind.patternHint}.` };
      return { ok: true, value: text };
  }
}

export type FormCheck = { ok: true; changes: StudySettingsUpdate } | { ok: false; errors: FieldErrors };

/**
 * Checks every field in screen order and keeps only the values that differ from `saved`: the PATCH carries the keys
 * this admin changed and nothing else.
 */
export function checkForm(values: FormValues, saved: StudySettings): FormCheck {
  const errors: FieldErrors = {};
  const changes: Record<string, unknown> = {};
  for (const field of SETTING_FIELDS) {
    const parsed = parseField(field, values[field.key]);
    if (!parsed.ok) errors[field.key] = parsed.error;
    // Compared as JSON: a list (the FAQ) is a new array on every parse, equal or not.
    else if (JSON.stringify(parsed.value) !== JSON.stringify(saved[field.key]))
      changes[field.key] = parsed.value;
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, changes: changes as StudySettingsUpdate };
}
