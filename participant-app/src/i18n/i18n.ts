import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE } from '@vvq/contracts';
import type en from './locales/en.json';
import firstPage from './locales/en.json?first-page';

/** A key of the English catalogue: every participant-facing text has one (the English text is the spec's). */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;
type Translate = (key: string, values: MessageValues) => string;

/*
 * The participant app's texts. English is rendered by the few lines below: the first page carries only its own part of
 * the English catalogue (first-page-keys.ts), and the pages after it bring the rest (later-pages.ts); i18next (its own instance: the admin app stays English and never loads it) is
 * loaded with the first other language and translates from then on, falling back to English for a key a partial
 * catalogue lacks (catalogues.ts). Keys are flat, one per line of a catalogue file.
 */
let language: string = DEFAULT_LANGUAGE;
let engine: Translate | null = null;
const listeners = new Set<() => void>();

/** `{{name}}` as i18next writes it; a value left out keeps its placeholder, as in i18next. */
function interpolate(text: string, values: MessageValues): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The English texts loaded so far: the first page's, then the whole catalogue once a later page brought the rest. */
const englishTexts: Record<string, string> = { ...firstPage };

/** Adds the rest of the English catalogue (later-pages.ts, or catalogues.ts for i18next's fallback). */
export function addEnglishTexts(texts: Record<string, string>): void {
  Object.assign(englishTexts, texts);
}

/** The English texts loaded so far (the whole catalogue once later-pages.ts is loaded). */
export function loadedEnglishTexts(): Readonly<Record<string, string>> {
  return englishTexts;
}

const english: Translate = (key, values) => interpolate(englishTexts[key] ?? key, values);

/** The language the texts are in now. */
export function currentLanguage(): string {
  return language;
}

/** Called by catalogues.ts once a language's catalogue is in place (`translate`: i18next's, null for English). */
export function setEngine(next: string, translate: Translate | null): void {
  language = next;
  engine = translate;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
  return (engine ?? english)(key, localNumbers(values, language));
}

/** The current language, as a component reads it (it renders again on a change). */
export function useLanguage(): string {
  return useSyncExternalStore(subscribe, currentLanguage, () => DEFAULT_LANGUAGE);
}

/** `t` for a component: the component renders again when the language changes. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const current = useLanguage();
  // A new function per language, so memoised children that take it render again too.
  return useCallback((key: MessageKey, values?: MessageValues) => t(key, values), [current]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * A questionnaire option as the participant reads it: the stored value (the spec's English) is the key, so the
 * answer sent to the API stays the same in every language; a value without a catalogue entry (a number) shows as is.
 */
export function optionLabel(translate: (key: MessageKey) => string, option: string): string {
  const key = `option.${option}`;
  return key in englishTexts ? translate(key as MessageKey) : option;
}
