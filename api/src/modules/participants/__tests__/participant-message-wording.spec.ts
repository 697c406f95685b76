import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DECLINED_CONSENT_REASON, LANGUAGE_LOCKED_MESSAGE, PARTICIPANT_CLOSED_MESSAGE } from '@vvq/contracts';
import {
  MTURK_ASSIGNMENT_MISMATCH,
  MTURK_IDS_REQUIRED,
  MTURK_PREVIEW,
  PANEL_LINK_NOT_SIGNED,
  PANEL_SESSION_MISMATCH,
  PROLIFIC_SESSION_REQUIRED,
} from '../panel-entry-rules.js';
import { PANEL_ENTRY_OFF } from '../panel.service.js';
import { DUPLICATE_EMAIL, SIGNUP_SUCCESS } from '../participants.service.js';

/*
 * The participant app words the API's messages in the participant's language by the English text
 * (docs/developer/decisions/languages.md): each message a participant can be shown is an `api.*` entry of the English
 * catalogue, word for word, or the participant reads it in English whatever their language.
 */
const catalogue = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../../participant-app/src/i18n/locales/en.json', import.meta.url)),
    'utf8',
  ),
) as Record<string, string>;
const worded = new Set(
  Object.entries(catalogue)
    .filter(([key]) => key.startsWith('api.'))
    .map(([, text]) => text),
);

describe('API messages shown to participants', () => {
  it.each([
    PARTICIPANT_CLOSED_MESSAGE,
    DECLINED_CONSENT_REASON,
    LANGUAGE_LOCKED_MESSAGE,
    DUPLICATE_EMAIL,
    SIGNUP_SUCCESS,
    PANEL_ENTRY_OFF,
    PROLIFIC_SESSION_REQUIRED,
    PANEL_SESSION_MISMATCH,
    MTURK_IDS_REQUIRED,
    MTURK_PREVIEW,
    MTURK_ASSIGNMENT_MISMATCH,
    PANEL_LINK_NOT_SIGNED,
  ])('has a catalogue entry: %s', (message) => {
    expect(worded).toContain(message);
  });
});
