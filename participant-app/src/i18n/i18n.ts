import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type ParticipantLanguage } from '@vvq/contracts';
import en from './locales/en.json';

/** A key of the English catalogue: every participant-facing text has one (the English text is the spec's). */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/**
 * The participant app's own i18next instance (the admin app stays English and never loads it). English is bundled,
 * so the first page renders at once and without a request; keys are flat, one per line of a catalogue file, so dots,
 * colons and spaces in a key mean nothing to i18next. A key a partial catalogue lacks falls back to English.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; escaping here too would show "&amp;" for a name with "&".
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/**
 * Numbers in a text are written the language's way (Arabic's digits, for one). Without grouping: the texts carry
 * counts, scores and pixel sizes, which the spec writes as plain digits (1920 × 1080).
 */
export function localNumbers(values: MessageValues | undefined, language: string): MessageValues {
  if (!values) return {};
  const format = new Intl.NumberFormat(language, { useGrouping: false });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? format.format(value) : value,
    ]),
  );
}

/** A text in the current language, for code outside a component (a validator, a message built in a hook). */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n.t(key, localNumbers(values, i18n.language)) as string;
}

/** `t` for a component: the component renders again when the language changes. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const { t: translate, i18n: instance } = useTranslation(undefined, { i18n });
  return (key, values) => translate(key, localNumbers(values, instance.language)) as string;
}

/** The current language, as a component reads it (it renders again on a change). */
export function useLanguage(): ParticipantLanguage {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  return instance.language as ParticipantLanguage;
}

/**
 * A questionnaire option as the participant reads it: the stored value (the spec's English) is the key, so the
 * answer sent to the API stays the same in every language; a value without a catalogue entry (a number) shows as is.
 */
export function optionLabel(translate: (key: MessageKey) => string, option: string): string {
  const key = `option.${option}`;
  return key in en ? translate(key as MessageKey) : option;
}
