import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A participant's report that their browser could not play a trial's video: one per trial, never updated. */
@Entity({ name: 'playback_failures' })
@Index('uq_playback_failures_trial', ['trial_id'], { unique: true })
@Index('idx_playback_failures_video', ['video_id'])
export class PlaybackFailure {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  trial_id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @Column({ type: 'integer' })
  video_id: number;

  /** The browser's MediaError code (1 aborted, 2 network, 3 decode, 4 not supported); null when none was raised. */
  @Column({ type: 'integer', nullable: true })
  error_code: number | null;

  /** The browser's words, or what the player saw (e.g. no progress within its bound); '' when nothing. */
  @Column({ type: 'varchar', length: 500 })
  error_message: string;

  @Column({ type: 'varchar', length: 500 })
  user_agent: string;

  @Column({ type: 'datetime' })
  reported_at: Date;
}
