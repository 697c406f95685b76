import type { CatalogueIssue } from './catalogue-check.js';

/**
 * Catalogues a lab uploads in the admin area, so a language is added or fixed without code
 * (docs/experimenter/languages.md): a new language (any code below, e.g. `it`, `pt-BR`), or a shipped language whose
 * keys the upload replaces. Checked against the English catalogue like a shipped one (catalogue-check.ts).
 */

/** A language code as BCP 47 writes the usual ones (`it`, `pt-BR`, `sr-Latn`, `zh-Hant-TW`), at most 16 characters. */
export const LANGUAGE_CODE_PATTERN = /^(?=.{2,16}$)[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;
export const LANGUAGE_CODE_RULE = 'code must be a language code such as it, pt-BR or sr-Latn';
/** The largest catalogue file accepted, in characters (the shipped ones are about 27,000). */
export const CATALOGUE_MAX_CHARS = 200_000;
export const LANGUAGE_NAME_MAX = 64;

export type LanguageDirection = 'ltr' | 'rtl';

/** PUT /api/admin/languages/:code: the catalogue file's text as it is, so problems are reported by its lines. */
export interface LanguageCatalogueUpload {
  /** The language's own name, as the participant's switcher shows it (e.g. "Italiano"). */
  name: string;
  dir: LanguageDirection;
  catalogue: string;
}

/** One uploaded catalogue as the admin list shows it. */
export interface LanguageCatalogueSummary {
  code: string;
  name: string;
  dir: LanguageDirection;
  /** True when it replaces keys of a language the app ships (the shipped texts fill in the rest). */
  overrides_shipped: boolean;
  /** Keys it words; the others are read in the shipped catalogue of the language, else in English. */
  keys: number;
  /** English keys it leaves out. */
  missing: number;
  updated_at: string;
}

/**
 * The answer to an upload: what was stored and what the check found (missing keys only). An upload the check refuses
 * is a 400 whose `message` lists each problem as `line N: …`.
 */
export interface LanguageCatalogueReport {
  catalogue: LanguageCatalogueSummary;
  issues: CatalogueIssue[];
}

/** GET /api/languages: the uploaded languages participants may be offered (public, no texts). */
export interface PublicLanguage {
  code: string;
  name: string;
  dir: LanguageDirection;
}

/** GET /api/languages/:code: an uploaded catalogue's texts. */
export interface PublicLanguageCatalogue extends PublicLanguage {
  entries: Record<string, string>;
}
