import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * A stimulus that a participant's browser cannot play (docs/developer/decisions/playback.md#unplayable-files):
 * - trials.playback_failed_at: the participant reported it; the trial is released (its reservation back to the pool),
 *   never rated and not renewed, and the session goes on without it. NULL on every earlier trial.
 * - playback_failures: the report (who, which trial and video, the browser's error code and words, user agent), one
 *   per trial; the admin list counts them per video. Goes with the participant or the trial.
 */
export class PlaybackFailures1732302200000 implements MigrationInterface {
  name = 'PlaybackFailures1732302200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'trials',
      new TableColumn({ name: 'playback_failed_at', type: 'datetime', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'playback_failures',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'trial_id', type: 'integer', isNullable: false },
          { name: 'user_id', type: 'integer', isNullable: false },
          { name: 'video_id', type: 'integer', isNullable: false },
          { name: 'error_code', type: 'integer', isNullable: true },
          { name: 'error_message', type: 'varchar', length: '500', isNullable: false },
          { name: 'user_agent', type: 'varchar', length: '500', isNullable: false },
          { name: 'reported_at', type: 'datetime', isNullable: false },
        ],
        indices: [
          { name: 'uq_playback_failures_trial', columnNames: ['trial_id'], isUnique: true },
          { name: 'idx_playback_failures_video', columnNames: ['video_id'] },
        ],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['trial_id'],
            referencedTableName: 'trials',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('playback_failures');
    await queryRunner.dropColumn('trials', 'playback_failed_at');
  }
}
