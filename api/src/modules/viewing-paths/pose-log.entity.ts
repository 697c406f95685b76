import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A rated trial's viewing path on a volumetric stimulus (one per trial). */
@Entity({ name: 'pose_logs' })
export class PoseLogEntity {
  @PrimaryColumn({ type: 'integer' })
  trial_id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @Column({ type: 'integer' })
  video_id: number;

  @Column({ type: 'datetime' })
  recorded_at: Date;

  /** False when the participant never used the controls. */
  @Column({ type: 'boolean' })
  touched: boolean;

  @Column({ type: 'integer' })
  samples: number;

  @Column({ type: 'integer' })
  control_events: number;

  @Column({ type: 'integer' })
  duration_ms: number;

  @Column({ type: 'integer', nullable: true })
  dropped_frames: number | null;

  /** ExplorationFigures as JSON, derived at storage. */
  @Column({ type: 'text' })
  figures: string;

  /** The log as sent: base64 of the binary pose log. */
  @Column({ type: 'text' })
  pose_log: string;
}
