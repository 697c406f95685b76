import type { VideoAttributes } from './videos.js';

/**
 * What counts as an admin e-mail wherever an admin address is taken (ADMIN_EMAIL, `admin:create`, the admin login),
 * so the login can never refuse an address the bootstrap accepted.
 */
export const ADMIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AdminLoginRequest {
  email: string;
  password: string;
}
export interface AdminLoginResponse {
  admin_id: number;
  name: string;
  token: string;
}
export interface UserCountResponse {
  count: number;
}
export interface VideoRatingSummary {
  total_videos: number;
  videos_rated: number;
  videos_unrated: number;
  total_ratings: number;
  /**
   * Present only under pair comparison (`pc`): then `total_ratings` counts the scored pair judgements,
   * `videos_rated` the videos in at least one, and each video's `ratings_count` the judgements it took part in.
   */
  method?: 'pc';
}
export interface PerVideoStat extends VideoAttributes {
  video_id: number;
  ratings_count: number;
}
export interface VideoRatingStatsResponse {
  summary: VideoRatingSummary;
  perVideo: PerVideoStat[];
}
export interface FeedbackChartResponse {
  labels: string[];
  scores: number[];
}
export interface UserGrowthResponse {
  labels: string[];
  values: number[];
}
export interface AdminVideoRow extends PerVideoStat {
  avg_clarity: number | null;
  avg_interaction: number | null;
  avg_depth: number | null;
  avg_overall: number | null;
  video_url: string | null;
}
