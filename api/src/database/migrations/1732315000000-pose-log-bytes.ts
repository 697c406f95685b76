import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** Rows converted per statement on SQLite (each log is a few kilobytes; a page keeps the memory small). */
const PAGE = 200;

/**
 * Viewing paths are stored as their bytes (BLOB on SQLite, MEDIUMBLOB on MySQL) instead of the base64 text the
 * participant's browser sends: a quarter fewer bytes for every rating that carries one, which on SQLite's single
 * writer was most of what such a rating cost beyond a plain one (docs/benchmarks.md, "6DoF player"). Every stored
 * log is converted (each was accepted as canonical base64, so it decodes exactly); the API still answers base64.
 */
export class PoseLogBytes1732315000000 implements MigrationInterface {
  name = 'PoseLogBytes1732315000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query('ALTER TABLE `pose_logs` MODIFY `pose_log` MEDIUMBLOB NOT NULL');
      await queryRunner.query('UPDATE `pose_logs` SET `pose_log` = FROM_BASE64(`pose_log`)');
      return;
    }
    // SQLite rebuilds the table with the new declared type (the values are copied as they are: text), then each
    // text is replaced by its bytes.
    await queryRunner.changeColumn(
      'pose_logs',
      'pose_log',
      new TableColumn({ name: 'pose_log', type: 'blob', isNullable: false }),
    );
    for (;;) {
      const rows = (await queryRunner.query(
        `SELECT trial_id, pose_log FROM pose_logs WHERE typeof(pose_log) = 'text' ORDER BY trial_id LIMIT ${PAGE}`,
      )) as Array<{ trial_id: number; pose_log: string }>;
      if (!rows.length) return;
      for (const row of rows) {
        await queryRunner.query('UPDATE pose_logs SET pose_log = ? WHERE trial_id = ?', [
          Buffer.from(row.pose_log, 'base64'),
          row.trial_id,
        ]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      // TO_BASE64 breaks its output into lines of 76 characters; the stored text never had any.
      await queryRunner.query(
        "UPDATE `pose_logs` SET `pose_log` = REPLACE(TO_BASE64(`pose_log`), '\\n', '')",
      );
      await queryRunner.query(
        'ALTER TABLE `pose_logs` MODIFY `pose_log` MEDIUMTEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
      );
      return;
    }
    for (;;) {
      const rows = (await queryRunner.query(
        `SELECT trial_id, pose_log FROM pose_logs WHERE typeof(pose_log) = 'blob' ORDER BY trial_id LIMIT ${PAGE}`,
      )) as Array<{ trial_id: number; pose_log: Buffer }>;
      if (rows.length) {
        for (const row of rows) {
          await queryRunner.query('UPDATE pose_logs SET pose_log = ? WHERE trial_id = ?', [
            Buffer.from(row.pose_log).toString('base64'),
            row.trial_id,
          ]);
        }
        continue;
      }
      await queryRunner.changeColumn(
        'pose_logs',
        'pose_log',
        new TableColumn({ name: 'pose_log', type: 'text', isNullable: false }),
      );
      return;
    }
  }
}
