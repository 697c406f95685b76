import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Gold pairs the lab declares itself (docs/experimenter/quality-control.md): pc_pairs.gold_winner_id is the video a
 * participant should choose in this pair when it is drawn as gold; NULL for every pair the lab has not declared, so
 * the existing rows keep their meaning (gold pairs, if any, are the reference pairs). The known winner a participant
 * is checked against stays pc_trials.known_winner_id, fixed at assignment.
 */
export class PcDeclaredGoldPairs1732315500000 implements MigrationInterface {
  name = 'PcDeclaredGoldPairs1732315500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'pc_pairs',
      new TableColumn({ name: 'gold_winner_id', type: 'integer', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('pc_pairs', 'gold_winner_id');
  }
}
