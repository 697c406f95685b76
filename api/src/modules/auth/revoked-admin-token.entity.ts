import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An admin token ended by logout, by its id (`jti`), until it would have expired anyway. */
@Entity({ name: 'revoked_admin_tokens' })
@Index('idx_revoked_admin_tokens_expires', ['expires_at'])
export class RevokedAdminToken {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  token_id: string;

  @Column({ type: 'integer' })
  admin_id: number;

  @Column({ type: 'datetime' })
  expires_at: Date;
}
