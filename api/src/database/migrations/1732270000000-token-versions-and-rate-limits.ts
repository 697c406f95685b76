import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Revocable tokens: every token carries its account's token_version and the guards compare it, so raising the
 * version (logout, admin password reset) ends every earlier token of that account. Existing rows start at 0, which
 * is also what a token issued before this migration (no version in it) counts as: an upgrade logs nobody out.
 *
 * rate_limits holds the counts of RATE_LIMIT_STORE=database (rate-limiter-flexible's RateLimiterMySQL layout: key,
 * points, expire in ms since the epoch), created here rather than by the library so the app's database user needs
 * no CREATE rights at run time and the schema stays versioned. MySQL/MariaDB only: SQLite never uses that store.
 */
export class TokenVersionsAndRateLimits1732270000000 implements MigrationInterface {
  name = 'TokenVersionsAndRateLimits1732270000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['users', 'admins']) {
      await queryRunner.addColumn(
        table,
        new TableColumn({ name: 'token_version', type: 'integer', isNullable: false, default: 0 }),
      );
    }
    if (queryRunner.connection.options.type !== 'mysql') return;
    await queryRunner.query(
      'CREATE TABLE `rate_limits` (' +
        '`key` VARCHAR(255) CHARACTER SET ascii COLLATE ascii_bin NOT NULL, ' +
        '`points` INT NOT NULL DEFAULT 0, ' +
        '`expire` BIGINT UNSIGNED NULL, ' +
        'PRIMARY KEY (`key`), KEY `idx_rate_limits_expire` (`expire`)' +
        ') ENGINE=InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') await queryRunner.query('DROP TABLE `rate_limits`');
    for (const table of ['admins', 'users']) await queryRunner.dropColumn(table, 'token_version');
  }
}
