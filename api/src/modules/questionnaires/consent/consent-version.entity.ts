import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One consent text the study has shown; questionnaires.consent_version points here (see ConsentVersionsService). */
@Entity({ name: 'consent_versions' })
export class ConsentVersion {
  /** The first 16 hex digits of the text's SHA-256 (consentVersionOf). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  version: string;

  @Column({ type: 'text' })
  text: string;

  /** When an API first ran with this text (or, for the spec's text, the first questionnaire before versioning). */
  @Column({ type: 'datetime' })
  first_used_at: Date;
}
