import { evaluateEnvironmentCheck, type EnvironmentCheckRequest } from '../environment-check.js';

const good: EnvironmentCheckRequest = {
  viewport_width: 1280,
  viewport_height: 720,
  screen_width: 1920,
  screen_height: 1080,
  device_pixel_ratio: 1,
  browser: 'Chromium 131',
  user_agent: 'Mozilla/5.0',
  mime_types: 'video/mp4',
  codec_supported: true,
  test_clip_played: true,
  fullscreen_entered: null,
};
const open = { min_viewport_width: 0, min_viewport_height: 0, require_fullscreen: false };

describe('evaluateEnvironmentCheck', () => {
  it('passes a capable browser when nothing is required', () => {
    expect(evaluateEnvironmentCheck(good, open)).toEqual([]);
  });

  it('names the viewport that is too small, with both numbers', () => {
    const reasons = evaluateEnvironmentCheck(good, {
      ...open,
      min_viewport_width: 5000,
      min_viewport_height: 721,
    });
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toContain('1280 pixels wide');
    expect(reasons[0]).toContain('at least 5000');
    expect(reasons[1]).toContain('720 pixels tall');
  });

  it('fails a missing codec, a clip that did not play and fullscreen not entered when required', () => {
    const reasons = evaluateEnvironmentCheck(
      { ...good, codec_supported: false, test_clip_played: false, fullscreen_entered: false },
      { ...open, require_fullscreen: true },
    );
    expect(reasons.map((r) => r.split(' ').slice(0, 4).join(' '))).toEqual([
      'Your browser cannot play',
      'A short test video',
      'This study is watched',
    ]);
    expect(reasons[0]).toContain('video/mp4');
  });

  it('ignores fullscreen when it is not required', () => {
    expect(evaluateEnvironmentCheck({ ...good, fullscreen_entered: false }, open)).toEqual([]);
  });

  it("holds nothing against the participant when the study's catalogue had no clip to test with", () => {
    expect(evaluateEnvironmentCheck({ ...good, test_clip_played: false, test_clips: '' }, open)).toEqual([]);
    // A clip that was tried and did not play fails, and the reason does not blame the connection alone.
    const [reason] = evaluateEnvironmentCheck(
      { ...good, test_clip_played: false, test_clips: '/media/own/a.webm' },
      open,
    );
    expect(reason).toContain("one of this study's own videos");
  });
});
