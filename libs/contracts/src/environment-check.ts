import type { StudySettings } from './study-setting-descriptors.js';

/** Longest browser name/version and user agent the API stores. */
export const BROWSER_MAX_LENGTH = 100;
export const USER_AGENT_MAX_LENGTH = 500;
export const MIME_TYPES_MAX_LENGTH = 500;
export const TEST_CLIPS_MAX_LENGTH = 2000;

/**
 * What the browser measured before the first video (POST /api/participants/{id}/environment-check). The browser
 * only reports; the API decides pass or fail against the study settings (evaluateEnvironmentCheck).
 */
export interface EnvironmentCheckRequest {
  viewport_width: number;
  viewport_height: number;
  screen_width: number;
  screen_height: number;
  device_pixel_ratio: number;
  /** Browser brand and major version, e.g. "Chromium 131" (from userAgentData, else parsed from the user agent). */
  browser: string;
  user_agent: string;
  /** The MIME types of the assigned videos that were asked about, comma-separated (e.g. "video/mp4"). */
  mime_types: string;
  /** canPlayType answered "maybe" or "probably" for every one of them. */
  codec_supported: boolean;
  /** Every test clip really played (its `playing` event fired and time advanced). */
  test_clip_played: boolean;
  /**
   * The test clips tried (GET /api/videos/test-clips), comma-separated: the study's own stimuli, one per file type.
   * '' when the catalogue had no playable stimulus to test with: then no clip could play, and that is not held
   * against the participant. Absent or null from a browser that predates it (a clip that did not play fails).
   */
  test_clips?: string | null;
  /** Fullscreen was entered by the participant's button press; null when the study does not require it. */
  fullscreen_entered: boolean | null;
  /** Whether WebGL 2 is available; sent only when the study sets min_render_fps (3D stimuli). */
  webgl2?: boolean | null;
  /** Frames per second of a short WebGL 2 test render (30,000 points); sent with webgl2. */
  render_fps?: number | null;
}

/** The stored result (also the answer of GET and POST). */
export interface EnvironmentCheckResult extends EnvironmentCheckRequest {
  passed: boolean;
  /** Plain-language reasons, empty when passed. */
  reasons: string[];
  checked_at: string;
  /** How many times the participant ran the check (the latest result counts). */
  attempts: number;
}

/** GET /api/participants/{id}/environment-check: whether the study needs a check and the participant's latest one. */
export interface EnvironmentCheckStatus {
  required: boolean;
  passed: boolean;
  result: EnvironmentCheckResult | null;
}

/** The 403 on a rating while the check is required and not passed. */
export const ENVIRONMENT_CHECK_REQUIRED =
  'This study checks your screen and browser before the first video: complete the environment check before rating.';

export type EnvironmentCheckSettings = Pick<
  StudySettings,
  'min_viewport_width' | 'min_viewport_height' | 'require_fullscreen'
> &
  Partial<Pick<StudySettings, 'min_render_fps'>>;

/**
 * Plain-language reasons why the reported environment does not meet the settings; none = passed. Shared so the
 * browser can explain at once what the API will decide (the API runs the same function on its own settings).
 */
export function evaluateEnvironmentCheck(
  report: EnvironmentCheckRequest,
  settings: EnvironmentCheckSettings,
): string[] {
  const reasons: string[] = [];
  const minW = settings.min_viewport_width;
  const minH = settings.min_viewport_height;
  if (minW > 0 && report.viewport_width < minW) {
    reasons.push(
      `Your browser window is ${report.viewport_width} pixels wide, and this study needs at least ${minW}. Make the window larger or use a larger screen.`,
    );
  }
  if (minH > 0 && report.viewport_height < minH) {
    reasons.push(
      `Your browser window is ${report.viewport_height} pixels tall, and this study needs at least ${minH}. Make the window larger or use a larger screen.`,
    );
  }
  if (!report.codec_supported) {
    reasons.push(
      `Your browser cannot play the study's videos (${report.mime_types || 'unknown format'}). Try a current Chrome, Edge, Firefox or Safari.`,
    );
  }
  if (!report.test_clip_played && report.test_clips !== '') {
    reasons.push(
      "A short test video did not play in your browser: it is one of this study's own videos, so the others would not play either. Try a current Chrome, Edge, Firefox or Safari, or check your connection, then try again.",
    );
  }
  if (settings.require_fullscreen && report.fullscreen_entered !== true) {
    reasons.push(
      'This study is watched in fullscreen, and your browser did not enter fullscreen. Use the "Enter fullscreen" button, or try another browser.',
    );
  }
  const minFps = settings.min_render_fps ?? 0;
  if (minFps > 0 && report.webgl2 !== true) {
    reasons.push(
      'This study shows 3D content, which needs WebGL 2, and your browser does not offer it. Try a current Chrome, Edge, Firefox or Safari with hardware acceleration turned on.',
    );
  } else if (minFps > 0 && (report.render_fps ?? 0) < minFps) {
    reasons.push(
      `Your device drew the 3D test at ${Math.floor(report.render_fps ?? 0)} frames per second, and this study needs at least ${minFps}. Close other programs and try again, or use a faster device.`,
    );
  }
  return reasons;
}
