import type { QualityMarkKind } from '@vvq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A catalogue video marked as training, gold or trap (docs/developer/decisions/quality.md): one mark per
 * video.
 */
@Entity({ name: 'quality_marks' })
export class QualityMarkRow {
  @PrimaryColumn({ type: 'integer' })
  video_id: number;

  @Column({ type: 'varchar', length: 8 })
  kind: QualityMarkKind;

  /** JSON of QualityTargets ({} for training). */
  @Column({ type: 'text' })
  targets: string;

  /** A trap's instruction to the participant; null for other kinds and for traps marked before it existed. */
  @Column({ type: 'text', nullable: true })
  instruction: string | null;

  @Column({ type: 'datetime' })
  marked_at: Date;

  @Column({ type: 'integer', nullable: true })
  marked_by_admin_id: number | null;
}
