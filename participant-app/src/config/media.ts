import { MEDIA_PREFIX } from '@vvq/contracts';

/**
 * Looping background clip of the landing and contact pages, taken from the API's demo catalogue
 * (served under /media, which every preview server proxies to the API).
 */
export const BACKGROUND_VIDEO_URL = `${MEDIA_PREFIX}/catalogue/redandblack_front_texture_compression_qp25.mp4`;

