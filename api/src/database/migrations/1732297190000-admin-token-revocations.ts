import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Admin logout: revoked_admin_tokens holds the id (`jti`) of each admin token ended by POST /admin/logout, kept
 * until the token would have expired anyway (then it is refused for its expiry and the row is swept). Logout
 * everywhere needs no row: it raises admins.token_version.
 */
export class AdminTokenRevocations1732297190000 implements MigrationInterface {
  name = 'AdminTokenRevocations1732297190000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'revoked_admin_tokens',
        columns: [
          { name: 'token_id', type: 'varchar', length: '32', isPrimary: true },
          { name: 'admin_id', type: 'integer' },
          { name: 'expires_at', type: 'datetime' },
        ],
        indices: [{ name: 'idx_revoked_admin_tokens_expires', columnNames: ['expires_at'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('revoked_admin_tokens');
  }
}
