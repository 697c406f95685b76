import type { ViewingContext } from '@vvq/contracts';

type ScreenContext = Required<
  Pick<ViewingContext, 'viewport_width' | 'viewport_height' | 'device_pixel_ratio' | 'played_to_end'>
>;

/** How the video was seen, sent beside the scores so analysis can tell a phone from a large screen. */
export function currentViewingContext(playedToEnd: boolean): ScreenContext {
  return {
    viewport_width: window.innerWidth,
    viewport_height: window.innerHeight,
    device_pixel_ratio: window.devicePixelRatio || 1,
    played_to_end: playedToEnd,
  };
}
