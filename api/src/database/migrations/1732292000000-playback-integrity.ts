import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Playback integrity and the environment check (docs/developer/decisions/playback.md):
 * - ratings: how often and how long the video stalled, how long the tab was hidden, the time from the end of
 *   playback to the submission (all null when the browser did not report them, as for every earlier rating), and
 *   stall_flagged: the stalls exceeded the study's max_stall_seconds when it was submitted. A flagged rating is kept
 *   but not counted in its video's ratings_count, so the video goes back to the pool (existing ratings: 0, counted).
 * - environment_checks: each participant's latest check before the first video, with the API's decision.
 */
export class PlaybackIntegrity1732292000000 implements MigrationInterface {
  name = 'PlaybackIntegrity1732292000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('ratings', [
      new TableColumn({ name: 'stall_count', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'stall_seconds', type: 'float', isNullable: true }),
      new TableColumn({ name: 'hidden_seconds', type: 'float', isNullable: true }),
      new TableColumn({ name: 'end_to_submit_ms', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'stall_flagged', type: 'boolean', isNullable: false, default: false }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'environment_checks',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'integer', isNullable: false },
          { name: 'passed', type: 'boolean', isNullable: false },
          { name: 'reasons', type: 'text', isNullable: false },
          { name: 'viewport_width', type: 'integer', isNullable: false },
          { name: 'viewport_height', type: 'integer', isNullable: false },
          { name: 'screen_width', type: 'integer', isNullable: false },
          { name: 'screen_height', type: 'integer', isNullable: false },
          { name: 'device_pixel_ratio', type: 'float', isNullable: false },
          { name: 'browser', type: 'varchar', length: '100', isNullable: false },
          { name: 'user_agent', type: 'varchar', length: '500', isNullable: false },
          { name: 'mime_types', type: 'varchar', length: '500', isNullable: false },
          { name: 'codec_supported', type: 'boolean', isNullable: false },
          { name: 'test_clip_played', type: 'boolean', isNullable: false },
          { name: 'fullscreen_entered', type: 'boolean', isNullable: true },
          { name: 'attempts', type: 'integer', isNullable: false },
          { name: 'checked_at', type: 'datetime', isNullable: false },
        ],
        indices: [{ name: 'uq_environment_checks_user', columnNames: ['user_id'], isUnique: true }],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    if (queryRunner.connection.options.type === 'mysql') {
      // A database created latin1 would give the new table latin1 too (see Utf8mb4Tables1732265000000).
      await queryRunner.query(
        'ALTER TABLE `environment_checks` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('environment_checks', true);
    for (const column of [
      'stall_flagged',
      'end_to_submit_ms',
      'hidden_seconds',
      'stall_seconds',
      'stall_count',
    ]) {
      await queryRunner.dropColumn('ratings', column);
    }
  }
}
