import type { GatingRule } from '@vvq/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A participant stopped by a live gating rule (docs/developer/decisions/quality.md), with its evidence and,
 * once reversed, who reversed it.
 */
@Entity({ name: 'quality_flags' })
@Index('idx_quality_flags_user', ['user_id'])
export class QualityFlagRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  user_id: number;

  @Column({ type: 'varchar', length: 24 })
  rule: GatingRule;

  /** JSON of GatingEvidence. */
  @Column({ type: 'text' })
  evidence: string;

  /** The rating that made the rule fire; after a reversal the rules count only ratings with a larger id. */
  @Column({ type: 'integer' })
  trigger_rating_id: number;

  @Column({ type: 'datetime' })
  flagged_at: Date;

  @Column({ type: 'datetime', nullable: true })
  reversed_at: Date | null;

  @Column({ type: 'integer', nullable: true })
  reversed_by_admin_id: number | null;
}
