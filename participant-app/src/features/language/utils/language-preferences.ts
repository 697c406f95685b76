import { LANGUAGE_CODE_PATTERN } from '@vvq/contracts';
import { getUserId } from '../../../lib/session-storage';

/*
 * What the tab remembers about the participant's language: the choice (a `lang=` link or the switcher), and per
 * participant whether the server has it and whether it is fixed (first rating). Kept across logout on purpose: the
 * next person on the same tab most likely reads the same language, and the server re-checks everything.
 */
const CHOICE_KEY = 'vvq_language';
const syncedKey = () => `vvq_language_synced_${getUserId() ?? ''}`;
const lockedKey = () => `vvq_language_locked_${getUserId() ?? ''}`;

/** The `lang=` of a link (`/?lang=de`, also beside panel parameters), as written; null without one. */
export function languageParam(search: string): string | null {
  const value = new URLSearchParams(search).get('lang');
  return value && value.trim() ? value.trim() : null;
}

/** The tab's earlier choice: a shipped or uploaded language's code (the offer is checked when it is applied). */
export function storedLanguage(): string | null {
  const value = sessionStorage.getItem(CHOICE_KEY);
  return value !== null && LANGUAGE_CODE_PATTERN.test(value) ? value : null;
}

export function storeLanguage(language: string): void {
  sessionStorage.setItem(CHOICE_KEY, language);
}

/** The browser's preferences, most wanted first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The language the server holds for the logged-in participant, as this tab last sent it. */
export function syncedLanguage(): string | null {
  return getUserId() ? sessionStorage.getItem(syncedKey()) : null;
}

export function markSynced(language: string): void {
  if (getUserId()) sessionStorage.setItem(syncedKey(), language);
}

/** True once the logged-in participant rated (or the server refused a change): the switcher is locked. */
export function isLanguageLocked(): boolean {
  return getUserId() !== null && sessionStorage.getItem(lockedKey()) === '1';
}

/** Fired on window when the language gets locked, so the menu in the top bar (another React tree) follows. */
export const LANGUAGE_LOCKED_EVENT = 'vvq:language-locked';

export function lockLanguage(): void {
  if (!getUserId() || isLanguageLocked()) return;
  sessionStorage.setItem(lockedKey(), '1');
  window.dispatchEvent(new Event(LANGUAGE_LOCKED_EVENT));
}
