import { evaluateEnvironmentCheck, type PublicStudySettings } from '@vvq/contracts';
import { joinMimeTypes, measureScreen } from './measure-environment';
import { t } from '../../../i18n';

/** What the browser can tell about itself without the participant: no clip played, no fullscreen asked. */
export interface SilentMeasure {
  viewport_width: number;
  viewport_height: number;
  screen_width: number;
  screen_height: number;
  mime_types: string;
  codec_supported: boolean;
}

type SizeSettings = Pick<PublicStudySettings, 'min_viewport_width' | 'min_viewport_height'>;

/** What is asked about before the study's own test clips are known (the common web format). */
export const FALLBACK_VIDEO_TYPE = 'video/mp4';

/** Screen and window, and whether the browser expects to play the study's file types (its test clips' types). */
export function measureSilently(mimeTypes: readonly string[] = [FALLBACK_VIDEO_TYPE]): SilentMeasure {
  const { viewport_width, viewport_height, screen_width, screen_height } = measureScreen();
  const probe = document.createElement('video');
  const types = mimeTypes.length > 0 ? mimeTypes : [FALLBACK_VIDEO_TYPE];
  return {
    viewport_width,
    viewport_height,
    screen_width,
    screen_height,
    mime_types: joinMimeTypes(types),
    codec_supported: types.every((t) => probe.canPlayType(t) !== ''),
  };
}

/** "1024 × 768 pixels", "1024 pixels wide", "768 pixels tall"; null when the study sets no minimum. */
function sizeNeeded(settings: SizeSettings): string | null {
  const { min_viewport_width: w, min_viewport_height: h } = settings;
  if (w > 0 && h > 0) return t('check.size', { width: w, height: h });
  if (w > 0) return t('check.sizeWide', { width: w });
  if (h > 0) return t('check.sizeTall', { height: h });
  return null;
}

/** "a browser window of at least 1024 × 768 pixels" or "a browser window at least 1024 pixels wide". */
function windowPhrase(settings: SizeSettings): string | null {
  const size = sizeNeeded(settings);
  if (!size) return null;
  return settings.min_viewport_width > 0 && settings.min_viewport_height > 0
    ? t('check.windowOf', { size })
    : t('check.windowAtLeast', { size });
}

/** The screen can hold the minimum window in one of its two orientations (a tablet may be turned). */
function screenCanFit(m: SilentMeasure, settings: SizeSettings): boolean {
  const { min_viewport_width: w, min_viewport_height: h } = settings;
  const fits = (width: number, height: number) => width >= w && height >= h;
  return fits(m.screen_width, m.screen_height) || fits(m.screen_height, m.screen_width);
}

/**
 * What rules this device out for good, in plain language (none: it may take part). A window smaller than the minimum
 * is not among them while the screen can hold a larger one (see windowHint); a screen that cannot is. An unknown
 * screen size (0) is never held against the participant: the full check before the first video still measures.
 */
export function silentEnvironmentReasons(m: SilentMeasure, settings: PublicStudySettings): string[] {
  const reasons: string[] = [];
  const needed = windowPhrase(settings);
  const screenKnown = m.screen_width > 0 && m.screen_height > 0;
  if (needed && screenKnown && !screenCanFit(m, settings)) {
    reasons.push(t('check.screenTooSmall', { width: m.screen_width, height: m.screen_height, needed }));
  }
  // The codec wording is the full check's own: only its codec part applies before any clip has played.
  const codec = evaluateEnvironmentCheck(
    {
      ...m,
      device_pixel_ratio: 1,
      browser: '',
      user_agent: '',
      test_clip_played: true,
      fullscreen_entered: null,
    },
    { min_viewport_width: 0, min_viewport_height: 0, require_fullscreen: false },
  );
  return [...reasons, ...codec];
}

/** A window smaller than the minimum on a screen that can hold it: how to fix it before the videos; else null. */
export function windowHint(m: SilentMeasure, settings: SizeSettings): string | null {
  const size = sizeNeeded(settings);
  const tooSmall =
    m.viewport_width < settings.min_viewport_width || m.viewport_height < settings.min_viewport_height;
  if (!size || !tooSmall) return null;
  return t('check.windowHint', { width: m.viewport_width, height: m.viewport_height, size });
}

/** The check's requirements in one sentence, said before the questionnaire. */
export function requirementsText(settings: PublicStudySettings, mimeType: string): string {
  const plays = t('check.plays', { mimeType });
  const window = windowPhrase(settings);
  const parts = window ? t('check.and', { first: window, second: plays }) : plays;
  return settings.require_fullscreen
    ? t('check.requirementsFullscreen', { parts })
    : t('check.requirements', { parts });
}
