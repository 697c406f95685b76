import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Pair comparison (the `pc` test method):
 * - pc_pairs: one row per unordered pair of catalogue videos of one content (video_a_id < video_b_id), created when
 *   a pair session first needs it, with its balance counters: load_count (judged + reserved, the claim's level, kept
 *   within 1 across pairs like videos.load_count), reserved_count, judged_count, and how often each order was shown
 *   (ab_count: a on the left; ba_count: b on the left), so the next assignment takes the order used less.
 * - pc_trials: one assignment of a pair to a participant, in the order shown (left_video_id, right_video_id), and
 *   the participant's judgement per rating dimension ('left', 'right' or 'tie'), NULL until judged. Unique per
 *   participant and pair: nobody judges a pair twice, in either order. Goes with the participant or the pair.
 * No existing row changes meaning: both tables start empty and only a `pc` study writes them.
 */
export class PairComparison1732311000000 implements MigrationInterface {
  name = 'PairComparison1732311000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    const counter = (name: string) => ({ name, type: 'integer', isNullable: false, default: 0 });
    const choice = (name: string) => ({ name, type: 'varchar', length: '5', isNullable: true });
    await queryRunner.createTable(
      new Table({
        name: 'pc_pairs',
        columns: [
          id,
          { name: 'video_a_id', type: 'integer', isNullable: false },
          { name: 'video_b_id', type: 'integer', isNullable: false },
          counter('load_count'),
          counter('reserved_count'),
          counter('judged_count'),
          counter('ab_count'),
          counter('ba_count'),
        ],
        indices: [
          { name: 'uq_pc_pairs_videos', columnNames: ['video_a_id', 'video_b_id'], isUnique: true },
          { name: 'idx_pc_pairs_load', columnNames: ['load_count', 'id'] },
        ],
        foreignKeys: ['video_a_id', 'video_b_id'].map((column) => ({
          columnNames: [column],
          referencedTableName: 'videos',
          referencedColumnNames: ['id'],
          onDelete: 'CASCADE',
        })),
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pc_trials',
        columns: [
          id,
          { name: 'session_id', type: 'integer', isNullable: false },
          { name: 'user_id', type: 'integer', isNullable: false },
          { name: 'pair_id', type: 'integer', isNullable: false },
          { name: 'left_video_id', type: 'integer', isNullable: false },
          { name: 'right_video_id', type: 'integer', isNullable: false },
          { name: 'assigned_at', type: 'datetime', isNullable: false },
          { name: 'expires_at', type: 'datetime', isNullable: false },
          { name: 'judged_at', type: 'datetime', isNullable: true },
          { name: 'reserving', type: 'tinyint', isNullable: false, default: 1 },
          choice('clarity'),
          choice('interaction'),
          choice('depth'),
          choice('overall'),
        ],
        indices: [
          { name: 'uq_pc_trials_user_pair', columnNames: ['user_id', 'pair_id'], isUnique: true },
          { name: 'idx_pc_trials_pair', columnNames: ['pair_id'] },
        ],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['pair_id'],
            referencedTableName: 'pc_pairs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pc_trials');
    await queryRunner.dropTable('pc_pairs');
  }
}
