import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One per participant (unique user_id); answer columns mirror spec §3 one to one. */
@Entity({ name: 'questionnaires' })
export class Questionnaire {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer', unique: true })
  user_id: number;

  @Column({ type: 'integer' })
  age: number;

  @Column({ type: 'varchar', length: 50 })
  gender: string;

  @Column({ type: 'varchar', length: 50 })
  education: string;

  @Column({ type: 'varchar', length: 50 })
  field_of_study: string;

  @Column({ type: 'varchar', length: 50 })
  familiarity: string;

  @Column({ type: 'text', nullable: true })
  experience: string | null;

  @Column({ type: 'integer' })
  understanding: number;

  @Column({ type: 'varchar', length: 50 })
  technical_knowledge: string;

  @Column({ type: 'varchar', length: 50 })
  quality_metrics: string;

  @Column({ type: 'varchar', length: 10 })
  previous_participation: string;

  @Column({ type: 'varchar', length: 100 })
  quiz1: string;

  @Column({ type: 'varchar', length: 100 })
  quiz2: string;

  @Column({ type: 'varchar', length: 100 })
  quiz3: string;

  /** 1 = agreed (the only value the API accepts), kept numeric as the admin screens expect. */
  @Column({ type: 'tinyint' })
  consent: number;

  @Column({ type: 'datetime' })
  submitted_at: Date;

  /** consent_versions.version of the text agreed to (null only if a version was never recorded, see the migration). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  consent_version: string | null;

  /** When the participant agreed: the submission of this questionnaire. */
  @Column({ type: 'datetime', nullable: true })
  consented_at: Date | null;
}
