/** What describes a catalogue video in every response that carries one (feedback, assignments, statistics). */
export interface VideoAttributes {
  content: string;
  view: string;
  compression_type: string;
  qp: string;
}
export interface DistortionExample {
  video_id: number;
  /** A path containing a level folder R1..R5 and a category name (spec section 3). */
  video_location: string;
  video_url: string;
  background_type: string;
  /**
   * Only on examples a lab's manifest brought (absent on the demo's, whose page is the spec's): the section it
   * belongs to, its level (R1–R5, or `none`) and its caption (empty: the level is shown).
   */
  category?: string;
  level?: string | null;
  caption?: string | null;
}

/** One section of the distortion-examples page as the lab's manifest wrote it (`GET /videos/distortion-sections`). */
export interface DistortionSectionText {
  category: string;
  title: string;
  introduction: string;
  /** The example sentence, shown in italics. */
  example: string;
  /** One line per detail (the manifest's `details`, split at each `|`). */
  details: string[];
}
export const DISTORTION_CATEGORIES = [
  'geometry_and_texture_compression',
  'texture_compression',
  'geometry_compression',
] as const;
export const DYNAMIC_BACKGROUND = 'dynamic_video';
