import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Panel accounts (docs/developer/decisions/panel.md): participants who arrive through a Prolific, MTurk or
 * SONA link have no name or e-mail, so `users.name` and `users.email` become nullable (the unique e-mail
 * index allows any number of NULLs on both databases), and the panel, the participant's id there and the
 * study/session ids the panel sent are stored, unique per (panel, participant id) so a second entry finds the
 * same account. A screened-out participant keeps when and why (declined consent, failed environment check)
 * for the exports.
 *
 * `name` and `screen_out_reason` take the table's character set (utf8mb4 since Utf8mb4Tables1732265000000).
 * MySQL/MariaDB compare panel ids byte for byte (utf8mb4_bin, like e-mails): MTurk ids are upper case and a
 * case-insensitive collation would merge two workers. SQLite rebuilds `users` to drop the NOT NULLs (TypeORM runs
 * migrations with foreign keys off there, so the rows that refer to users stay).
 */
export class PanelAccounts1732291000000 implements MigrationInterface {
  name = 'PanelAccounts1732291000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE `users` MODIFY `name` VARCHAR(100) NULL, ' +
          'MODIFY `email` VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL, ' +
          'ADD `panel` VARCHAR(16) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL, ' +
          'ADD `panel_participant_id` VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL, ' +
          'ADD `panel_study_id` VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL, ' +
          'ADD `panel_session_id` VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL, ' +
          'ADD `screened_out_at` DATETIME NULL, ' +
          'ADD `screen_out_reason` VARCHAR(500) NULL',
      );
    } else {
      const table = await queryRunner.getTable('users');
      for (const name of ['name', 'email']) {
        const column = table!.findColumnByName(name)!;
        const nullable = column.clone();
        nullable.isNullable = true;
        await queryRunner.changeColumn('users', column, nullable);
      }
      await queryRunner.addColumns('users', [
        new TableColumn({ name: 'panel', type: 'varchar', length: '16', isNullable: true }),
        new TableColumn({ name: 'panel_participant_id', type: 'varchar', length: '64', isNullable: true }),
        new TableColumn({ name: 'panel_study_id', type: 'varchar', length: '64', isNullable: true }),
        new TableColumn({ name: 'panel_session_id', type: 'varchar', length: '64', isNullable: true }),
        new TableColumn({ name: 'screened_out_at', type: 'datetime', isNullable: true }),
        new TableColumn({ name: 'screen_out_reason', type: 'varchar', length: '500', isNullable: true }),
      ]);
    }
    await queryRunner.createIndex(
      'users',
      new TableIndex({
        name: 'uq_users_panel',
        columnNames: ['panel', 'panel_participant_id'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Panel accounts have no e-mail to keep: they go (with their rows, by the foreign keys' cascade) before NOT NULL.
    await queryRunner.query('DELETE FROM users WHERE email IS NULL OR name IS NULL');
    await queryRunner.dropIndex('users', 'uq_users_panel');
    for (const column of [
      'screen_out_reason',
      'screened_out_at',
      'panel_session_id',
      'panel_study_id',
      'panel_participant_id',
      'panel',
    ]) {
      await queryRunner.dropColumn('users', column);
    }
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        'ALTER TABLE `users` MODIFY `name` VARCHAR(100) NOT NULL, ' +
          'MODIFY `email` VARCHAR(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
      );
      return;
    }
    const table = await queryRunner.getTable('users');
    for (const name of ['name', 'email']) {
      const column = table!.findColumnByName(name)!;
      const required = column.clone();
      required.isNullable = false;
      await queryRunner.changeColumn('users', column, required);
    }
  }
}
