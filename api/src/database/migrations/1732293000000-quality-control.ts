import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Quality control (docs/developer/decisions/quality.md):
 * - quality_marks: a catalogue video marked as training, gold or trap (one mark per video; `targets` is the JSON of
 *   the expected scores per dimension). A marked video is never assigned as a scored one.
 * - quality_flags: a participant stopped by a live gating rule, with the evidence (JSON), when, and its reversal.
 *   `trigger_rating_id` is the rating that made the rule fire: after a reversal the rules count only later ratings.
 * - trials.kind / ratings.kind: what the presentation was ('scored' for every existing row, so nothing changes for
 *   them); every statistic, analysis and balance counter reads only 'scored' rows.
 */
export class QualityControl1732293000000 implements MigrationInterface {
  name = 'QualityControl1732293000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'quality_marks',
        columns: [
          { name: 'video_id', type: 'integer', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'targets', type: 'text' },
          { name: 'marked_at', type: 'datetime' },
          { name: 'marked_by_admin_id', type: 'integer', isNullable: true },
        ],
        foreignKeys: [
          {
            columnNames: ['video_id'],
            referencedTableName: 'videos',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'quality_flags',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'integer' },
          { name: 'rule', type: 'varchar', length: '24' },
          { name: 'evidence', type: 'text' },
          { name: 'trigger_rating_id', type: 'integer' },
          { name: 'flagged_at', type: 'datetime' },
          { name: 'reversed_at', type: 'datetime', isNullable: true },
          { name: 'reversed_by_admin_id', type: 'integer', isNullable: true },
        ],
        indices: [
          { name: 'idx_quality_flags_user', columnNames: ['user_id'] },
          { name: 'idx_quality_flags_flagged_at', columnNames: ['flagged_at'] },
        ],
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
      // A database created latin1 would give the new tables latin1 too (see Utf8mb4Tables1732265000000).
      for (const table of ['quality_marks', 'quality_flags'])
        await queryRunner.query(
          `ALTER TABLE \`${table}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
    }
    for (const table of ['trials', 'ratings']) {
      await queryRunner.addColumn(
        table,
        new TableColumn({
          name: 'kind',
          type: 'varchar',
          length: '8',
          isNullable: false,
          default: "'scored'",
        }),
      );
    }
    await queryRunner.createIndex(
      'ratings',
      new TableIndex({ name: 'idx_ratings_user_kind', columnNames: ['user_id', 'kind'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('ratings', 'idx_ratings_user_kind');
    for (const table of ['ratings', 'trials']) await queryRunner.dropColumn(table, 'kind');
    await queryRunner.dropTable('quality_flags');
    await queryRunner.dropTable('quality_marks');
  }
}
