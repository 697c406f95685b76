import {
  BROWSER_MAX_LENGTH,
  MIME_TYPES_MAX_LENGTH,
  USER_AGENT_MAX_LENGTH,
  videoMimeTypeOf,
} from '@vvq/contracts';

/** The MIME type a video URL's file extension stands for; null when the extension is unknown (the API's own rule). */
export const mimeTypeOf = videoMimeTypeOf;

/** The distinct MIME types of these URLs, in first-seen order (unknown extensions are left out). */
export function mimeTypesOf(urls: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(urls.map(mimeTypeOf).filter((m): m is string => m !== null))];
}

/** canPlayType answers "", "maybe" or "probably"; anything but "" means the browser expects to play it. */
export function canPlayAll(
  video: Pick<HTMLMediaElement, 'canPlayType'>,
  mimeTypes: readonly string[],
): boolean {
  return mimeTypes.length > 0 && mimeTypes.every((m) => video.canPlayType(m) !== '');
}

interface UserAgentData {
  brands?: Array<{ brand: string; version: string }>;
}

/**
 * Brand and major version, e.g. "Chromium 131": from navigator.userAgentData where the browser has it (skipping
 * its deliberately meaningless "Not…A;Brand" entry), else read from the user-agent string.
 */
export function browserName(userAgent: string, data?: UserAgentData): string {
  const brands = (data?.brands ?? []).filter((b) => !/not.*a.*brand/i.test(b.brand));
  const preferred = brands.find((b) => b.brand !== 'Chromium') ?? brands[0];
  if (preferred) return `${preferred.brand} ${preferred.version}`.slice(0, BROWSER_MAX_LENGTH);
  const patterns: Array<[RegExp, string]> = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|Chromium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of patterns) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'unknown';
}

/** What the browser reports about its window, screen and itself (the codec, clip and fullscreen parts come apart). */
export function measureScreen() {
  const nav = navigator as Navigator & { userAgentData?: UserAgentData };
  return {
    viewport_width: Math.round(window.innerWidth),
    viewport_height: Math.round(window.innerHeight),
    screen_width: Math.round(window.screen?.width ?? 0),
    screen_height: Math.round(window.screen?.height ?? 0),
    device_pixel_ratio: window.devicePixelRatio || 1,
    browser: browserName(nav.userAgent, nav.userAgentData),
    user_agent: nav.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  };
}

/** The MIME types as the API stores them: comma-separated, cut to its limit. */
export function joinMimeTypes(mimeTypes: readonly string[]): string {
  return mimeTypes.join(', ').slice(0, MIME_TYPES_MAX_LENGTH);
}
