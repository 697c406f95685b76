import { LANGUAGE_INFO, type ParticipantLanguage } from '@vvq/contracts';
import type { i18n as I18n } from 'i18next';
import { currentLanguage, setEngine } from './i18n';
import en from './locales/en.json';

type Catalogue = Record<string, string>;

/**
 * Every language but English is its own chunk, downloaded when a participant reads it: a plain visitor's first page
 * carries the English catalogue only (and neither i18next nor any other catalogue).
 */
const CATALOGUES: Record<Exclude<ParticipantLanguage, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  ar: () => import('./locales/ar.json'),
};

let instance: Promise<I18n> | null = null;

/** The participant app's own i18next, loaded with the first language other than English. */
function i18next(): Promise<I18n> {
  instance ??= import('i18next').then(async ({ default: library }) => {
    const created = library.createInstance();
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
export function applyDocumentLanguage(language: ParticipantLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_INFO[language].dir;
}

/** Switches the participant app to `language`, loading i18next and the language's catalogue first. */
export async function switchLanguage(language: ParticipantLanguage): Promise<void> {
  if (language === 'en') {
    if (currentLanguage() !== 'en') setEngine('en', null);
    applyDocumentLanguage('en');
    return;
  }
  const [engine, { default: catalogue }] = await Promise.all([i18next(), CATALOGUES[language]()]);
  if (!engine.hasResourceBundle(language, 'translation')) {
    engine.addResourceBundle(language, 'translation', catalogue, true, true);
  }
  await engine.changeLanguage(language);
  const translate = engine.getFixedT(language);
  setEngine(language, (key, values) => translate(key, values) as string);
  applyDocumentLanguage(language);
}
