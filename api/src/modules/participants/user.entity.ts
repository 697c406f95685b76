import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Panel } from '@vvq/contracts';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** null for a panel account, which has no name (shown as e.g. "Prolific participant"). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  /** Stored trimmed and lower-cased; the unique index makes signup race-safe. null for a panel account. */
  @Column({ type: 'varchar', length: 254, unique: true, nullable: true })
  email: string | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  /** Raised to revoke every token issued before (see TokenVersionsService); tokens carry the version they had. */
  @Column({ type: 'integer', default: 0 })
  token_version: number;

  /** Panel accounts: unique per (panel, panel_participant_id), so a second entry resumes the account. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  panel: Panel | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  panel_participant_id: string | null;

  /** The study and session (MTurk: HIT and assignment) ids of the latest entry, when the link carried them. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  panel_study_id: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  panel_session_id: string | null;

  /** The first screen-out wins: when and why (declined consent, failed environment check). */
  @Column({ type: 'datetime', nullable: true })
  screened_out_at: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  screen_out_reason: string | null;

  /** When the completion code was first given to the participant (null: never). */
  @Column({ type: 'datetime', nullable: true })
  completed_at: Date | null;

  /** The language the participant reads the study in; null: never chosen (English, before languages existed). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  language: string | null;
}
