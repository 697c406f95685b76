import { DEFAULT_STUDY_SETTINGS } from '@vvq/contracts';
import {
  requirementsText,
  silentEnvironmentReasons,
  windowHint,
  type SilentMeasure,
} from '../silent-environment-check';

const settings = {
  ...DEFAULT_STUDY_SETTINGS,
  environment_check: true,
  min_viewport_width: 1024,
  min_viewport_height: 768,
};
const phone: SilentMeasure = {
  viewport_width: 390,
  viewport_height: 844,
  screen_width: 390,
  screen_height: 844,
  mime_types: 'video/mp4',
  codec_supported: true,
};
const laptop: SilentMeasure = {
  ...phone,
  viewport_width: 1280,
  viewport_height: 800,
  screen_width: 1280,
  screen_height: 800,
};

describe('the silent environment check (before the questionnaire)', () => {
  it('a phone screen smaller than the minimum in both orientations cannot take part', () => {
    expect(silentEnvironmentReasons(phone, settings)).toEqual([
      'Your screen is 390 × 844 pixels, and this study needs a browser window of at least 1024 × 768 pixels. Please take part from a computer or another larger screen.',
    ]);
  });

  it('a screen large enough when turned (a tablet held upright) passes', () => {
    const tablet = {
      ...phone,
      screen_width: 768,
      screen_height: 1024,
      viewport_width: 768,
      viewport_height: 1024,
    };
    expect(silentEnvironmentReasons(tablet, settings)).toEqual([]);
  });

  it('a large screen with a small window passes, with a hint to enlarge the window', () => {
    const small = { ...laptop, viewport_width: 800, viewport_height: 600 };
    expect(silentEnvironmentReasons(small, settings)).toEqual([]);
    expect(windowHint(small, settings)).toBe(
      'Your browser window is now 800 × 600 pixels: make it at least 1024 × 768 pixels before the first video.',
    );
    expect(windowHint(laptop, settings)).toBeNull();
  });

  it('an unknown screen size (0) is not held against anyone', () => {
    expect(silentEnvironmentReasons({ ...phone, screen_width: 0, screen_height: 0 }, settings)).toEqual([]);
  });

  it("a browser that cannot play the study's videos cannot take part (the check's own wording)", () => {
    expect(silentEnvironmentReasons({ ...laptop, codec_supported: false }, settings)).toEqual([
      "Your browser cannot play the study's videos (video/mp4). Try a current Chrome, Edge, Firefox or Safari.",
    ]);
  });

  it('says the requirements in one sentence, with fullscreen when the study asks for it', () => {
    expect(requirementsText(settings, 'video/mp4')).toBe(
      'This study needs a browser window of at least 1024 × 768 pixels and a browser that plays its videos (video/mp4). A short check with a silent test clip runs before the first video.',
    );
    expect(
      requirementsText(
        { ...settings, min_viewport_width: 0, min_viewport_height: 0, require_fullscreen: true },
        'video/mp4',
      ),
    ).toBe(
      'This study needs a browser that plays its videos (video/mp4) and is watched in fullscreen. A short check with a silent test clip runs before the first video.',
    );
    expect(requirementsText({ ...settings, min_viewport_height: 0 }, 'video/mp4')).toContain(
      'a browser window at least 1024 pixels wide',
    );
  });
});
