import { t, type MessageKey, type MessageValues } from './i18n';
import { en } from './whole-english';

/**
 * The API words its errors in English, the spec's text, and those texts are the codes the participant app words in
 * the participant's language (docs/developer/decisions/languages.md): each `api.*` key of the English catalogue holds
 * one message the API sends to participants, word for word (the API's unit test participant-message-wording.spec.ts
 * fails when one drifts). A message that carries measured figures (the environment check's reasons) is an `api.*`
 * text with `{{placeholders}}`: the figures are read back out of the English message and put into the translation.
 * A message the catalogue does not know is shown as the API sent it.
 */
const API_TEXTS = (Object.entries(en) as Array<[MessageKey, string]>).filter(([key]) =>
  key.startsWith('api.'),
);

const KEY_OF_MESSAGE: ReadonlyMap<string, MessageKey> = new Map(API_TEXTS.map(([key, text]) => [text, key]));

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: MessageKey;
  names: string[];
  /** The English text with each placeholder as a lazy group, anchored at the start only (see `wordSentences`). */
  pattern: RegExp;
}

const TEMPLATES: readonly Template[] = API_TEXTS.filter(([, text]) => text.includes('{{')).map(
  ([key, text]) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
      .join('');
    return { key, names, pattern: new RegExp(`^${source}`) };
  },
);

/** A figure read out of a message: a number becomes a number again, so it is written the language's way. */
const figure = (value: string): string | number => (/^\d+(\.\d+)?$/.test(value) ? Number(value) : value);

/** One known message at the start of `text`: its translation and what is left after it. */
function* wordsAtStart(text: string): Generator<[string, string]> {
  for (const [message, key] of KEY_OF_MESSAGE) {
    if (text.startsWith(message) && !TEMPLATES.some((template) => template.key === key))
      yield [t(key), text.slice(message.length)];
  }
  for (const template of TEMPLATES) {
    // Lazy groups may stop too early; every place the rest can start is tried by the caller's search.
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: MessageValues = Object.fromEntries(
      template.names.map((name, i) => [name, figure(match[i + 1])]),
    );
    yield [t(template.key, values), text.slice(match[0].length)];
  }
}

/**
 * A message made of known sentences, one after another with a space between (a screen-out reason joins the
 * environment check's reasons so): each worded, or null when any part is unknown.
 */
function wordSentences(text: string): string | null {
  if (text === '') return '';
  for (const [worded, rest] of wordsAtStart(text)) {
    if (rest === '') return worded;
    if (!rest.startsWith(' ')) continue;
    const others = wordSentences(rest.slice(1));
    if (others !== null) return `${worded} ${others}`;
  }
  return null;
}

export function wordApiMessage(message: string): string;
export function wordApiMessage(message: string | null | undefined): string | undefined;
export function wordApiMessage(message: string | null | undefined): string | undefined {
  if (message === null || message === undefined) return undefined;
  const trimmed = message.trim();
  const key = KEY_OF_MESSAGE.get(trimmed);
  if (key) return t(key);
  return wordSentences(trimmed) ?? message;
}
