import en from './locales/en.json';
import { t, type MessageKey } from './i18n';

/**
 * The API words its errors in English, the spec's text, and those texts are the codes the participant app words in
 * the participant's language (docs/developer/decisions/languages.md): each `api.*` key of the English catalogue holds
 * one message the API sends to participants, word for word (the API's unit test participant-message-wording.spec.ts
 * fails when one drifts). A message the catalogue does not know is shown as the API sent it.
 */
const KEY_OF_MESSAGE: ReadonlyMap<string, MessageKey> = new Map(
  (Object.entries(en) as Array<[MessageKey, string]>)
    .filter(([key]) => key.startsWith('api.'))
    .map(([key, text]) => [text, key]),
);

export function wordApiMessage(message: string): string;
export function wordApiMessage(message: string | null | undefined): string | undefined;
export function wordApiMessage(message: string | null | undefined): string | undefined {
  if (message === null || message === undefined) return undefined;
  const key = KEY_OF_MESSAGE.get(message.trim());
  return key ? t(key) : message;
}
