import type { RatingDimension } from './ratings.js';
import type { AllocationPolicy } from './study-setting-descriptors.js';

/** One scored video on the allocation view: its precision against the target and whether it has stopped. */
export interface AllocationVideoRow {
  video_id: number;
  label: string;
  /** Counted ratings (scored, not stall-flagged). */
  ratings: number;
  /** Open reservations (assigned, not yet rated). */
  reserved: number;
  /**
   * The widest reported 95 % half-width among the required dimensions under the adaptive rule
   * (docs/experimenter/analysis.md); null below two ratings.
   */
  half_width: number | null;
  /** The counted ratings the video should end with, as its ratings so far tell. */
  needed: number;
  /** When the video met the rule (adaptive allocation only); null while it has not. */
  stopped_at: string | null;
}

/** `GET /api/admin/allocation`: the catalogue's precision against the allocation target. */
export interface AllocationOverviewResponse {
  allocation: AllocationPolicy;
  target_half_width: number;
  min_ratings: number;
  max_ratings: number;
  dimensions: RatingDimension[];
  /** Adaptive allocation: every video has stopped, so participants are told the study is complete. */
  complete: boolean;
  videos_total: number;
  videos_stopped: number;
  /** videos_stopped / videos_total (0 for an empty catalogue). */
  share_done: number;
  ratings_collected: number;
  /** Forecast: Σ max(0, needed − ratings) over the videos that have not stopped. */
  ratings_still_needed: number;
  /** By video id; marked (training, gold, trap) and retired videos are left out. */
  videos: AllocationVideoRow[];
}
