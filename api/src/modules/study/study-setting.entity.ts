import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per setting an admin has set; a key without a row takes its STUDY_* environment value or the default. */
@Entity({ name: 'study_settings' })
export class StudySettingRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  /** The value as JSON (numbers, booleans, strings, null). */
  @Column({ type: 'text' })
  value: string;

  @Column({ type: 'datetime' })
  updated_at: Date;

  @Column({ type: 'integer' })
  updated_by_admin_id: number;
}
