import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Study settings (docs/developer/decisions/study-settings.md): the values admins set (one row per key; unset
 * keys come from STUDY_* or the defaults) and the audit trail of every change.
 */
export class StudySettings1732290000000 implements MigrationInterface {
  name = 'StudySettings1732290000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'study_settings',
        columns: [
          { name: 'key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'value', type: 'text', isNullable: false },
          { name: 'updated_at', type: 'datetime', isNullable: false },
          { name: 'updated_by_admin_id', type: 'integer', isNullable: false },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'study_setting_changes',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'key', type: 'varchar', length: '64', isNullable: false },
          { name: 'old_value', type: 'text', isNullable: true },
          { name: 'new_value', type: 'text', isNullable: false },
          { name: 'changed_at', type: 'datetime', isNullable: false },
          { name: 'admin_id', type: 'integer', isNullable: false },
        ],
      }),
    );
    await queryRunner.createIndex(
      'study_setting_changes',
      new TableIndex({ name: 'idx_study_setting_changes_changed', columnNames: ['changed_at'] }),
    );
    if (queryRunner.connection.options.type === 'mysql') {
      // A database created latin1 would give the new tables latin1 too (see Utf8mb4Tables1732265000000).
      for (const table of ['study_settings', 'study_setting_changes']) {
        await queryRunner.query(
          `ALTER TABLE \`${table}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('study_setting_changes');
    await queryRunner.dropTable('study_settings');
  }
}
