/**
 * The demo catalogue's clip behind the landing and contact pages (setting `background_video`'s default). A module of
 * its own: a bundler splits by module, and the welcome page falls back to this clip without loading every descriptor.
 */
export const DEFAULT_BACKGROUND_VIDEO = '/media/catalogue/redandblack_front_texture_compression_qp25.mp4';
