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

  /**
   * ExplorationFigures as JSON; null until first read (a rating stores the log without them, and the first reader
   * derives them from `pose_log` and keeps them here: stored-figures.ts).
   */
  @Column({ type: 'text', nullable: true })
  figures: string | null;

  /**
   * The binary pose log (BLOB / MEDIUMBLOB): what the participant's base64 decodes to, a quarter smaller than the text
   * (migration PoseLogBytes1732315000000 converted the rows stored as base64). The API still answers base64.
   */
  @Column({ type: 'blob' })
  pose_log: Buffer;
}

/** The stored log's bytes (a row written before the conversion, should one be read, is its base64 text). */
export function poseLogBytes(stored: Uint8Array | string): Uint8Array {
  return typeof stored === 'string' ? Buffer.from(stored, 'base64') : stored;
}

/** The stored log as the API answers it: base64 of its bytes. */
export function poseLogBase64(stored: Uint8Array | string): string {
  if (typeof stored === 'string') return stored;
  return Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength).toString('base64');
}
