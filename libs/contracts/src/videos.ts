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
}
export const DISTORTION_CATEGORIES = [
  'geometry_and_texture_compression',
  'texture_compression',
  'geometry_compression',
] as const;
export const DYNAMIC_BACKGROUND = 'dynamic_video';
