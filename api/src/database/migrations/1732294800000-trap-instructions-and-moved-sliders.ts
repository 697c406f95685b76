import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { RATING_DIMENSIONS } from '@vvq/contracts';

/**
 * Quality control that does not flag honest people:
 * - quality_marks.instruction: what a trap clip tells the participant to give (shown over the player). Marks made
 *   before it exist keep NULL; the API then generates the text from the expected scores at read time, in the
 *   study's current scale words, so a later change of the label preset never leaves a stale sentence behind.
 * - ratings.<dimension>_moved: whether the participant moved that slider (sliders start at 3, so an untouched one is
 *   not a chosen 3). NULL for every earlier rating and for a client that does not report it: the gating rules then
 *   read the rating as before.
 */
export class TrapInstructionsAndMovedSliders1732294800000 implements MigrationInterface {
  name = 'TrapInstructionsAndMovedSliders1732294800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'quality_marks',
      new TableColumn({ name: 'instruction', type: 'text', isNullable: true }),
    );
    await queryRunner.addColumns(
      'ratings',
      RATING_DIMENSIONS.map(
        (d) => new TableColumn({ name: `${d}_moved`, type: 'boolean', isNullable: true }),
      ),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const d of [...RATING_DIMENSIONS].reverse()) await queryRunner.dropColumn('ratings', `${d}_moved`);
    await queryRunner.dropColumn('quality_marks', 'instruction');
  }
}
