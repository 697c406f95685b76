import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DECLINED_CONSENT_REASON,
  ENVIRONMENT_CHECK_REQUIRED,
  LANGUAGE_LOCKED_MESSAGE,
  PARTICIPANT_CLOSED_MESSAGE,
  STUDY_COMPLETE_MESSAGE,
  evaluateEnvironmentCheck,
} from '@vvq/contracts';
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
    STUDY_COMPLETE_MESSAGE,
    ENVIRONMENT_CHECK_REQUIRED,
  ])('has a catalogue entry: %s', (message) => {
    expect(worded).toContain(message);
  });

  /** An `api.*` text with {{placeholders}} as a pattern: the participant app reads the figures back out of it. */
  const templates = [...worded]
    .filter((text) => text.includes('{{'))
    .map((text) => {
      const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '(.+?)')}$`);
    });

  // The environment check's reasons carry measured figures: each must be one of the catalogue's templates.
  it.each(
    evaluateEnvironmentCheck(
      {
        viewport_width: 800,
        viewport_height: 500,
        screen_width: 800,
        screen_height: 500,
        device_pixel_ratio: 1,
        browser: 'Chrome',
        user_agent: 'test',
        mime_types: 'video/mp4',
        codec_supported: false,
        test_clip_played: false,
        test_clips: 'a.mp4',
        fullscreen_entered: false,
        webgl2: true,
        render_fps: 12,
      },
      { min_viewport_width: 1280, min_viewport_height: 720, require_fullscreen: true, min_render_fps: 30 },
    ).concat(
      evaluateEnvironmentCheck(
        {
          viewport_width: 1300,
          viewport_height: 800,
          screen_width: 1300,
          screen_height: 800,
          device_pixel_ratio: 1,
          browser: 'Chrome',
          user_agent: 'test',
          mime_types: 'video/mp4',
          codec_supported: true,
          test_clip_played: true,
          test_clips: '',
          fullscreen_entered: null,
          webgl2: false,
        },
        { min_viewport_width: 0, min_viewport_height: 0, require_fullscreen: false, min_render_fps: 30 },
      ),
    ),
  )('has a catalogue template for the environment check reason: %s', (reason) => {
    expect(worded.has(reason) || templates.some((pattern) => pattern.test(reason))).toBe(true);
  });
});
