/**
 * The languages the participant app ships a catalogue for. English is the reference: its catalogue is the spec's
 * text word for word, every other catalogue is checked against its keys (catalogue-check.ts). Arabic is partial
 * (missing keys fall back to English) and exists to keep the right-to-left layout working, so it is shipped but not
 * offered by default (docs/developer/decisions/languages.md).
 */
export const PARTICIPANT_LANGUAGES = ['en', 'de', 'fr', 'es', 'zh-Hans', 'ar'] as const;
export type ParticipantLanguage = (typeof PARTICIPANT_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: ParticipantLanguage = 'en';

export interface LanguageInfo {
  /** The language's own name, as the switcher shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** False for a catalogue that leaves keys to the English fallback. */
  complete: boolean;
}

export const LANGUAGE_INFO: Readonly<Record<ParticipantLanguage, LanguageInfo>> = {
  en: { name: 'English', dir: 'ltr', complete: true },
  de: { name: 'Deutsch', dir: 'ltr', complete: true },
  fr: { name: 'Français', dir: 'ltr', complete: true },
  es: { name: 'Español', dir: 'ltr', complete: true },
  'zh-Hans': { name: '简体中文', dir: 'ltr', complete: true },
  ar: { name: 'العربية', dir: 'rtl', complete: false },
};

/** The study setting `offered_languages` by default: every complete catalogue, English first (the fallback). */
export const DEFAULT_OFFERED_LANGUAGES = PARTICIPANT_LANGUAGES.filter(
  (code) => LANGUAGE_INFO[code].complete,
).join(',');

const CODE = '[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}';
/**
 * `en,de,…`: one or more language codes, comma-separated. The form only: the API also checks that each code is
 * shipped or uploaded by the lab (language-catalogues.ts), which no static pattern can know.
 */
export const OFFERED_LANGUAGES_PATTERN = new RegExp(`^${CODE}(,${CODE})*$`);

/** The setting's message for a code the participant app has no catalogue for (the shipped and uploaded ones listed). */
export function offeredLanguagesRule(available: readonly string[]): string {
  return `one or more of ${available.join(', ')}, separated by commas (the first is the default)`;
}

export function isParticipantLanguage(value: unknown): value is ParticipantLanguage {
  return typeof value === 'string' && (PARTICIPANT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The offered languages of a setting value, in its order, repeats and codes without a catalogue dropped (`available`:
 * the shipped languages, and those a lab uploaded); never empty.
 */
export function offeredLanguages(
  setting: string | null | undefined,
  available: readonly string[] = PARTICIPANT_LANGUAGES,
): string[] {
  const codes = (setting ?? '').split(',').map((code) => code.trim());
  const offered = [...new Set(codes.filter((code) => available.includes(code)))];
  return offered.length > 0 ? offered : [DEFAULT_LANGUAGE];
}

/**
 * The language a participant starts with: a `lang=` the study offers, else the first of the browser's preferences
 * the study offers (a region-tagged `de-AT` matches `de`, any `zh` but `zh-Hant`/`zh-TW`/`zh-HK` matches `zh-Hans`),
 * else the first offered language.
 */
export function chooseLanguage(
  offered: readonly string[],
  requested: string | null | undefined,
  preferences: readonly string[],
): string {
  const match = (tag: string): string | undefined => {
    const lower = tag.trim().toLowerCase();
    if (lower === '') return undefined;
    // An uploaded regional catalogue (pt-BR) is matched whole first.
    const exact = offered.find((code) => code.toLowerCase() === lower);
    if (exact) return exact;
    if (lower.startsWith('zh')) {
      const traditional = /^zh-(hant|tw|hk|mo)/.test(lower);
      return traditional ? undefined : offered.find((code) => code === 'zh-Hans');
    }
    return offered.find((code) => code.toLowerCase() === lower.split('-')[0]);
  };
  if (requested) {
    const asked = match(requested);
    if (asked) return asked;
  }
  for (const preference of preferences) {
    const found = match(preference);
    if (found) return found;
  }
  return offered[0] ?? DEFAULT_LANGUAGE;
}

/** 409 of PUT participants/:id/language after the participant's first rating (the catalogue's `api.languageLocked`). */
export const LANGUAGE_LOCKED_MESSAGE =
  'The language cannot change after the first rating: the scale you rated on stays the same for the whole study.';

/** A shipped language's code, or one a lab uploaded a catalogue for. */
export interface ParticipantLanguageRequest {
  language: string;
}

export interface ParticipantLanguageResponse {
  language: string;
}
