import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A participant catalogue a lab uploaded: a new language, or keys that replace a shipped language's texts. */
@Entity({ name: 'language_catalogues' })
export class LanguageCatalogueRow {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  code: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 3 })
  dir: string;

  /** The file as uploaded (its lines are what the check reported on). */
  @Column({ type: 'text' })
  source: string;

  @Column({ type: 'datetime' })
  updated_at: Date;

  @Column({ type: 'integer', nullable: true })
  updated_by_admin_id: number | null;
}
