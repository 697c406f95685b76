import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Gold pairs for pair comparison (docs/experimenter/quality-control.md): pc_trials.known_winner_id is the video a
 * gold pair's participant should choose (its content's reference, fixed when the pair was assigned, so a later change
 * of the reference marks does not rewrite the check). NULL for every ordinary pair, so the existing rows keep their
 * meaning: a scored judgement.
 */
export class PcGoldPairs1732314000000 implements MigrationInterface {
  name = 'PcGoldPairs1732314000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'pc_trials',
      new TableColumn({ name: 'known_winner_id', type: 'integer', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('pc_trials', 'known_winner_id');
  }
}
