import type { VideoKind } from '@vvq/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'ratings' })
@Index('uq_ratings_user_video', ['user_id', 'video_id'], { unique: true })
@Index('idx_ratings_video', ['video_id'])
export class Rating {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** Unique: two racing submissions for one trial store exactly one rating. */
  @Column({ type: 'integer', unique: true })
  trial_id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @Column({ type: 'integer' })
  video_id: number;

  @Column({ type: 'integer' })
  clarity: number;

  @Column({ type: 'integer' })
  interaction: number;

  @Column({ type: 'integer' })
  depth: number;

  @Column({ type: 'integer' })
  overall: number;

  @Column({ type: 'text', nullable: true })
  comments: string | null;

  @Column({ type: 'datetime' })
  rated_at: Date;

  @Column({ type: 'integer', nullable: true })
  viewport_width: number | null;

  @Column({ type: 'integer', nullable: true })
  viewport_height: number | null;

  @Column({ type: 'float', nullable: true })
  device_pixel_ratio: number | null;

  @Column({ type: 'boolean', nullable: true })
  played_to_end: boolean | null;

  @Column({ type: 'integer', nullable: true })
  stall_count: number | null;

  @Column({ type: 'float', nullable: true })
  stall_seconds: number | null;

  @Column({ type: 'float', nullable: true })
  hidden_seconds: number | null;

  @Column({ type: 'integer', nullable: true })
  end_to_submit_ms: number | null;

  /**
   * The stalls exceeded max_stall_seconds at submission: the rating is kept (exports) but not counted in the video's
   * ratings_count, so the video goes back to the pool, and the analysis leaves it out.
   */
  @Column({ type: 'boolean', default: false })
  stall_flagged: boolean;

  /**
   * Whether the participant moved each slider before submitting (null: not reported). Sliders start at 3, so this
   * tells an untouched slider from a chosen 3; the straight-lining rule reads it.
   */
  @Column({ type: 'boolean', nullable: true })
  clarity_moved: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  interaction_moved: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  depth_moved: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  overall_moved: boolean | null;

  /** Its trial's kind: only 'scored' ratings enter statistics, analyses and the balance counters. */
  @Column({ type: 'varchar', length: 8, default: 'scored' })
  kind: VideoKind;
}
