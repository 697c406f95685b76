import { evaluateEnvironmentCheck, STUDY_COMPLETE_MESSAGE } from '@vvq/contracts';
import { switchLanguage } from '../catalogues';
import { wordApiMessage } from '../api-messages';

/** A report the environment check refuses for every reason it knows, with figures in several of them. */
const REASONS = evaluateEnvironmentCheck(
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
    render_fps: 12.7,
  },
  { min_viewport_width: 1280, min_viewport_height: 720, require_fullscreen: true, min_render_fps: 30 },
);

afterEach(() => switchLanguage('en'));

describe('wordApiMessage', () => {
  it('leaves English as the API sent it, and an unknown message too', () => {
    expect(wordApiMessage(STUDY_COMPLETE_MESSAGE)).toBe(STUDY_COMPLETE_MESSAGE);
    for (const reason of REASONS) expect(wordApiMessage(reason)).toBe(reason);
    expect(wordApiMessage('Something new.')).toBe('Something new.');
  });

  it('words a message with figures in the participant’s language, the figures kept', async () => {
    await switchLanguage('de');
    expect(REASONS).toHaveLength(6);
    expect(wordApiMessage(REASONS[0])).toBe(
      'Ihr Browserfenster ist 800 Pixel breit, und diese Studie braucht mindestens 1280. Vergrößern Sie das Fenster oder nutzen Sie einen größeren Bildschirm.',
    );
    expect(wordApiMessage(REASONS[2])).toContain('(video/mp4)');
    expect(wordApiMessage(REASONS[5])).toBe(
      'Ihr Gerät hat den 3D-Test mit 12 Bildern pro Sekunde gezeichnet, und diese Studie braucht mindestens 30. Schließen Sie andere Programme und versuchen Sie es erneut, oder nutzen Sie ein schnelleres Gerät.',
    );
    for (const reason of REASONS) expect(wordApiMessage(reason)).not.toBe(reason);
    expect(wordApiMessage(STUDY_COMPLETE_MESSAGE)).toMatch(/^Vielen Dank/);
  });

  it('words a screen-out reason made of several reasons joined by spaces, each in turn', async () => {
    await switchLanguage('fr');
    const joined = wordApiMessage(REASONS.join(' '));
    expect(joined).toBe(REASONS.map((reason) => wordApiMessage(reason)).join(' '));
    expect(joined).toMatch(/^La fenêtre de votre navigateur fait 800 pixels de large/);
    // One unknown sentence among them: the whole reason stays as sent rather than half translated.
    expect(wordApiMessage(`${REASONS[0]} Unknown.`)).toBe(`${REASONS[0]} Unknown.`);
  });

  it('writes the figures with the language’s digits (Arabic, partial: English text, Arabic digits)', async () => {
    await switchLanguage('ar');
    expect(wordApiMessage(REASONS[0])).toContain(new Intl.NumberFormat('ar').format(800));
  });
});
