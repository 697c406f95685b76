import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Participants log in by e-mail alone, so `users.email` must compare byte for byte: MySQL's default collations are
 * accent- and case-insensitive (`zéd@…` = `zed@…`), which logged one person into another's account. E-mails are
 * stored trimmed and lower-cased by the API, so a binary collation loses nothing. `admins.email` follows for the
 * same reason. SQLite already compares text exactly; nothing to do there.
 */
export class ExactEmailCollation1732266000000 implements MigrationInterface {
  name = 'ExactEmailCollation1732266000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    for (const table of ['users', 'admins']) {
      await queryRunner.query(
        `ALTER TABLE \`${table}\` MODIFY \`email\` VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    for (const table of ['users', 'admins']) {
      await queryRunner.query(
        `ALTER TABLE \`${table}\` MODIFY \`email\` VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL`,
      );
    }
  }
}
