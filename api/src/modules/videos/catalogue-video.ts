import type { VideoAttributes } from '@vvq/contracts';
import type { Video } from './video.entity.js';

/** A catalogue row as other modules see it: the attributes, its label and media URL, without the counters. */
export interface CatalogueVideo extends VideoAttributes {
  id: number;
  label: string;
  /** Media URL (e.g. /media/catalogue/x.mp4) or an absolute URL; null when the video has no playable file. */
  url: string | null;
}

/** The one place a video row becomes the description every response carries. */
export function toCatalogueVideo(v: Video): CatalogueVideo {
  return {
    id: v.id,
    content: v.content,
    view: v.view,
    compression_type: v.compression_type,
    qp: v.qp,
    label: v.label,
    url: v.url,
  };
}
