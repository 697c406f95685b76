import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const DIMENSIONS = ['clarity', 'interaction', 'depth', 'overall'] as const;

/**
 * Adaptive allocation (docs/experimenter/analysis.md#adaptive-allocation-allocation-precision-ts-simulation-simulate-allocation-ts):
 * - sum_<dimension>, sq_<dimension>: Σx and Σx² of each video's counted ratings (scored, not stall-flagged), kept
 *   in the rating's transaction beside ratings_count (their n). Integers: ratings are whole numbers 1–5.
 *   Filled here from the ratings already stored.
 * - alloc_needed: the number of counted ratings the video should end with under the adaptive rule (0: not yet
 *   computed; the first adaptive session start computes it for every video).
 * - alloc_level: round(10⁶ · load_count / alloc_needed), the adaptive claim order (lowest first), indexed with id
 *   like load_count is for balanced.
 * - stopped_at: when the video met the rule (null while it has not).
 * Existing rows keep their meaning: balanced allocation reads none of these.
 */
export class AdaptiveAllocation1732305000000 implements MigrationInterface {
  name = 'AdaptiveAllocation1732305000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const int = (name: string) => new TableColumn({ name, type: 'integer', default: 0 });
    await queryRunner.addColumns('videos', [
      ...DIMENSIONS.flatMap((d) => [int(`sum_${d}`), int(`sq_${d}`)]),
      int('alloc_needed'),
      int('alloc_level'),
      new TableColumn({ name: 'stopped_at', type: 'datetime', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'videos',
      new TableIndex({ name: 'idx_videos_alloc', columnNames: ['alloc_level', 'id'] }),
    );
    const counted = "r.video_id = videos.id AND r.kind = 'scored' AND r.stall_flagged = 0";
    const sets = DIMENSIONS.flatMap((d) => [
      `sum_${d} = (SELECT COALESCE(SUM(r.${d}), 0) FROM ratings r WHERE ${counted})`,
      `sq_${d} = (SELECT COALESCE(SUM(r.${d} * r.${d}), 0) FROM ratings r WHERE ${counted})`,
    ]);
    await queryRunner.query(`UPDATE videos SET ${sets.join(', ')}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // SQLite drops columns by rebuilding the table, which its foreign keys refuse while ratings point at videos
    // (as for every earlier migration that drops a videos column): undo it there on a catalogue without ratings.
    await queryRunner.dropIndex('videos', 'idx_videos_alloc');
    await queryRunner.dropColumns('videos', [
      'stopped_at',
      'alloc_level',
      'alloc_needed',
      ...DIMENSIONS.flatMap((d) => [`sq_${d}`, `sum_${d}`]),
    ]);
  }
}
