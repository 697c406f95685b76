import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables take the database's default character set. On a database created without `CHARACTER SET utf8mb4`
 * (upstream MariaDB still defaults to latin1) an emoji in a comment, contact message or questionnaire answer was a
 * 500 `Incorrect string value`. Converts every table of the schema that is not utf8mb4 yet; a no-op on a database
 * created as docs/operator/mysql.md says. SQLite stores UTF-8 anyway.
 */
export class Utf8mb4Tables1732265000000 implements MigrationInterface {
  name = 'Utf8mb4Tables1732265000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    const rows = (await queryRunner.query(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES
        WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' AND TABLE_COLLATION NOT LIKE 'utf8mb4%'`,
    )) as Array<{ name: string }>;
    for (const { name } of rows) {
      await queryRunner.query(
        `ALTER TABLE \`${name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
    }
  }

  async down(): Promise<void> {
    // Converting back could not hold the characters stored since; nothing to undo.
  }
}
