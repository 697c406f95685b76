import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'admins' })
export class Admin {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  password_hash: string;

  @Column({ type: 'datetime' })
  created_at: Date;

  /** Raised to revoke every token issued before (see TokenVersionsService); tokens carry the version they had. */
  @Column({ type: 'integer', default: 0 })
  token_version: number;
}
