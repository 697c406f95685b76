import {
  isParticipantLanguage,
  LANGUAGE_INFO,
  type LanguageDirection,
  type ParticipantLanguage,
} from '@vvq/contracts';
import type { i18n as I18n } from 'i18next';
import { currentLanguage, setEngine } from './i18n';

type Catalogue = Record<string, string>;

/**
 * Every language but English is its own chunk, downloaded when a participant reads it: a plain visitor's first page
 * carries the first page's part of the English catalogue only (and neither i18next nor any other catalogue). Each is
 * loaded whole: a participant reading it needs i18next (15 KB) anyway, and splitting it as English is would save that
 * participant little.
 */
const CATALOGUES: Record<Exclude<ParticipantLanguage, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  ar: () => import('./locales/ar.json'),
};

/**
 * A catalogue a lab uploaded in the admin area (GET /api/languages): a language the app does not ship, or keys that
 * replace some of a shipped language's texts. The language feature registers each with how to load its texts.
 */
export interface UploadedLanguage {
  name: string;
  dir: LanguageDirection;
  load: () => Promise<Catalogue>;
}

const uploaded = new Map<string, UploadedLanguage>();

/** Registers the study's uploaded catalogues (replacing the earlier list). */
export function registerUploadedLanguages(languages: ReadonlyMap<string, UploadedLanguage>): void {
  uploaded.clear();
  for (const [code, language] of languages) uploaded.set(code, language);
}

/** The language's own name, as the switcher shows it: the lab's for an uploaded one. */
export function languageName(language: string): string {
  return (
    uploaded.get(language)?.name ??
    (isParticipantLanguage(language) ? LANGUAGE_INFO[language].name : language)
  );
}

function directionOf(language: string): LanguageDirection {
  return (
    uploaded.get(language)?.dir ?? (isParticipantLanguage(language) ? LANGUAGE_INFO[language].dir : 'ltr')
  );
}

/** The texts of a language: the shipped catalogue, with an uploaded one's keys over it. */
async function catalogueOf(language: string): Promise<Catalogue> {
  const shipped =
    isParticipantLanguage(language) && language !== 'en' ? (await CATALOGUES[language]()).default : {};
  const own = uploaded.get(language);
  return own ? { ...shipped, ...(await own.load()) } : shipped;
}

let instance: Promise<I18n> | null = null;

/** The participant app's own i18next, loaded with the first language other than English. */
function i18next(): Promise<I18n> {
  instance ??= Promise.all([import('i18next'), import('./whole-english')]).then(async ([library, { en }]) => {
    const created = library.default.createInstance();
    await created.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      keySeparator: false,
      nsSeparator: false,
      // React escapes what it renders; escaping here too would show "&amp;" for a name with "&".
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return created;
  });
  return instance;
}

/** Sets the page's language and direction, so screen readers pronounce it and the layout mirrors for Arabic. */
export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Switches the participant app to `language`, loading i18next and the language's catalogue first. A language without
 * a shipped or uploaded catalogue reads English (the server refuses to store it anyway).
 */
export async function switchLanguage(language: string): Promise<void> {
  if (language === 'en' || (!isParticipantLanguage(language) && !uploaded.has(language))) {
    if (currentLanguage() !== 'en') setEngine('en', null);
    applyDocumentLanguage('en');
    return;
  }
  const [engine, catalogue] = await Promise.all([i18next(), catalogueOf(language)]);
  // Replaced on every switch: an uploaded catalogue may have changed since the last one was loaded.
  engine.addResourceBundle(language, 'translation', catalogue, true, true);
  await engine.changeLanguage(language);
  const translate = engine.getFixedT(language);
  setEngine(language, (key, values) => translate(key, values) as string);
  applyDocumentLanguage(language);
}
