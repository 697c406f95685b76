import type whole from './locales/en.json';
import firstPage from './locales/en.json?first-page';
import rest from './locales/en.json?rest';
import { addEnglishTexts } from './i18n';

/*
 * The rest of the English catalogue, beyond the first page's keys (first-page-keys.ts). Importing this module is what
 * brings it: every page after the first does (later-pages.ts, and exposed/lazy-pages.ts waits for it before a page
 * renders), so their texts are there before they show; i18next loads it as the fallback of every other language.
 */
addEnglishTexts(rest);

/** The whole English catalogue: the spec's texts, which some pages compare with the API's or name in a test. */
export const en = { ...firstPage, ...rest } as typeof whole;
