import { MEDIA_PREFIX } from '@vvq/contracts';

/**
 * Looping background clip of the landing and contact pages, taken from the API's demo catalogue
 * (served under /media, which every preview server proxies to the API).
 */
export const BACKGROUND_VIDEO_URL = `${MEDIA_PREFIX}/catalogue/redandblack_front_texture_compression_qp25.mp4`;

/**
 * The environment check's test clip: a 2-second H.264 MP4 of the demo catalogue (the same file), small enough to
 * load at once; it must really play (not only be declared playable) for the check to pass.
 */
export const TEST_CLIP_URL = BACKGROUND_VIDEO_URL;
