import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Viewing paths of volumetric stimuli (docs/developer/decisions/volumetric.md): one row per rated trial whose
 * rating carried a pose log. The log is kept as sent (base64 of the delta-coded binary, at most 512 KiB before
 * encoding, so MEDIUMTEXT on MySQL); the counts and exploration figures beside it are derived once at storage so
 * exports and summaries need not decode every log. Existing studies get an empty table.
 */
export class PoseLogs1732303000000 implements MigrationInterface {
  name = 'PoseLogs1732303000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.createTable(
      new Table({
        name: 'pose_logs',
        columns: [
          { name: 'trial_id', type: 'integer', isPrimary: true },
          { name: 'user_id', type: 'integer' },
          { name: 'video_id', type: 'integer' },
          { name: 'recorded_at', type: 'datetime' },
          { name: 'touched', type: 'boolean' },
          { name: 'samples', type: 'integer' },
          { name: 'control_events', type: 'integer' },
          { name: 'duration_ms', type: 'integer' },
          { name: 'dropped_frames', type: 'integer', isNullable: true },
          { name: 'figures', type: 'text' },
          { name: 'pose_log', type: mysql ? 'mediumtext' : 'text' },
        ],
        indices: [
          { name: 'idx_pose_logs_user', columnNames: ['user_id'] },
          { name: 'idx_pose_logs_video', columnNames: ['video_id'] },
        ],
        foreignKeys: [
          {
            columnNames: ['trial_id'],
            referencedTableName: 'trials',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE `pose_logs` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pose_logs');
  }
}
