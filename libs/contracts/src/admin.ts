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
}
export interface PerVideoStat {
  video_id: number;
  content: string;
  view: string;
  compression_type: string;
  qp: string;
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
export interface AdminVideoRow {
  video_id: number;
  content: string;
  view: string;
  compression_type: string;
  qp: string;
  ratings_count: number;
  avg_clarity: number | null;
  avg_interaction: number | null;
  avg_depth: number | null;
  avg_overall: number | null;
  video_url: string | null;
}
