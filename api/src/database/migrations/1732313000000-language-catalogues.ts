import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * `language_catalogues`: participant catalogues a lab uploads (docs/experimenter/languages.md), one row per language
 * code, the file kept as uploaded. MEDIUMTEXT on MySQL/MariaDB: a catalogue in a script of three-byte characters
 * outgrows TEXT's 64 KB (SQLite's TEXT has no such limit). A new table: nothing existing changes.
 */
export class LanguageCatalogues1732313000000 implements MigrationInterface {
  name = 'LanguageCatalogues1732313000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
    await queryRunner.createTable(
      new Table({
        name: 'language_catalogues',
        columns: [
          { name: 'code', type: 'varchar', length: '16', isPrimary: true },
          { name: 'name', type: 'varchar', length: '64' },
          { name: 'dir', type: 'varchar', length: '3' },
          { name: 'source', type: sqlite ? 'text' : 'mediumtext' },
          { name: 'updated_at', type: 'datetime' },
          { name: 'updated_by_admin_id', type: 'integer', isNullable: true },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('language_catalogues');
  }
}
