import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The participant's latest environment check (one row per participant; a new attempt overwrites it and counts
 * `attempts`). `passed` and `reasons` are the API's decision against the settings at that moment, not the browser's.
 */
@Entity({ name: 'environment_checks' })
@Index('uq_environment_checks_user', ['user_id'], { unique: true })
export class EnvironmentCheck {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @Column({ type: 'boolean' })
  passed: boolean;

  /** The plain-language reasons, one per line (empty when passed). */
  @Column({ type: 'text' })
  reasons: string;

  @Column({ type: 'integer' })
  viewport_width: number;

  @Column({ type: 'integer' })
  viewport_height: number;

  @Column({ type: 'integer' })
  screen_width: number;

  @Column({ type: 'integer' })
  screen_height: number;

  @Column({ type: 'float' })
  device_pixel_ratio: number;

  @Column({ type: 'varchar', length: 100 })
  browser: string;

  @Column({ type: 'varchar', length: 500 })
  user_agent: string;

  @Column({ type: 'varchar', length: 500 })
  mime_types: string;

  @Column({ type: 'boolean' })
  codec_supported: boolean;

  @Column({ type: 'boolean' })
  test_clip_played: boolean;

  /** The test clips tried, comma-separated; '' when the catalogue had none; NULL before clips came from it. */
  @Column({ type: 'text', nullable: true })
  test_clips: string | null;

  @Column({ type: 'boolean', nullable: true })
  fullscreen_entered: boolean | null;

  /** Volumetric studies (min_render_fps > 0): WebGL 2 present; null when not asked. */
  @Column({ type: 'boolean', nullable: true })
  webgl2: boolean | null;

  /** Frames per second of the WebGL 2 test render; null when not asked. */
  @Column({ type: 'float', nullable: true })
  render_fps: number | null;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ type: 'datetime' })
  checked_at: Date;
}
