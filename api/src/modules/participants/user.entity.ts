import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Stored trimmed and lower-cased; the unique index makes signup race-safe. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'datetime' })
  created_at: Date;

  /** Raised to revoke every token issued before (see TokenVersionsService); tokens carry the version they had. */
  @Column({ type: 'integer', default: 0 })
  token_version: number;
}
