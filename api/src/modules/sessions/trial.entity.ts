import type { VideoKind } from '@vvq/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One assignment of a video to a participant; unique (user_id, video_id) so nobody gets a video twice. */
@Entity({ name: 'trials' })
@Index('uq_trials_user_video', ['user_id', 'video_id'], { unique: true })
export class Trial {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  session_id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @Column({ type: 'integer' })
  video_id: number;

  @Column({ type: 'datetime' })
  assigned_at: Date;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  rated_at: Date | null;

  /**
   * 1 while this unrated trial counts in videos.reserved_count. Cleared when it is rated or released after the TTL,
   * so a reservation is never released twice.
   */
  @Column({ type: 'tinyint', default: 1 })
  reserving: number;

  /**
   * 'scored', or the quality-control kind of the video when it was assigned
   * (docs/developer/decisions/quality.md). Only scored trials reserve (reserving is always 0 on the others):
   * training, gold and trap items never move the balance counters.
   */
  @Column({ type: 'varchar', length: 8, default: 'scored' })
  kind: VideoKind;

  /**
   * When the participant reported that their browser cannot play the video: the trial is released (reserving 0),
   * can no longer be rated, is not renewed, and counts as done for the session. Null otherwise.
   */
  @Column({ type: 'datetime', nullable: true })
  playback_failed_at: Date | null;
}
