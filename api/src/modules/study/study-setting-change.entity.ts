import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The audit trail: every change of a study setting, with who made it and when (never updated or deleted). */
@Entity({ name: 'study_setting_changes' })
@Index('idx_study_setting_changes_changed', ['changed_at'])
export class StudySettingChangeRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 64 })
  key: string;

  /** JSON of the effective value before the change (also when it came from the environment or the default). */
  @Column({ type: 'text', nullable: true })
  old_value: string | null;

  @Column({ type: 'text' })
  new_value: string;

  /** 'environment' or 'default' when an admin reset the setting to that value; NULL for an ordinary change. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  reset_to: string | null;

  @Column({ type: 'datetime' })
  changed_at: Date;

  @Column({ type: 'integer' })
  admin_id: number;
}
