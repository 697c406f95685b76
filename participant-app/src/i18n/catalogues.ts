import { LANGUAGE_INFO, type ParticipantLanguage } from '@vvq/contracts';
import { i18n } from './i18n';

type Catalogue = Record<string, string>;

/**
 * Every language but English is its own chunk, downloaded when a participant reads it: a plain visitor's first page
 * carries the English catalogue only.
 */
const CATALOGUES: Record<Exclude<ParticipantLanguage, 'en'>, () => Promise<{ default: Catalogue }>> = {
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  'zh-Hans': () => import('./locales/zh-Hans.json'),
  ar: () => import('./locales/ar.json'),
};

/** Sets the page's language and direction, so screen readers pronounce it and the layout mirrors for Arabic. */
export function applyDocumentLanguage(language: ParticipantLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = LANGUAGE_INFO[language].dir;
}

/**
 * Switches the participant app to `language`, loading its catalogue first (and a lab's uploaded corrections over it,
 * when given); English needs no request.
 */
export async function switchLanguage(language: ParticipantLanguage, overrides?: Catalogue): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: catalogue } = await CATALOGUES[language]();
    i18n.addResourceBundle(language, 'translation', catalogue, true, true);
  }
  if (overrides) i18n.addResourceBundle(language, 'translation', overrides, true, true);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}
