import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The environment check's test clips are the study's own stimuli: each check stores which clips it tried
 * (comma-separated URLs; '' when the catalogue had none to test with). NULL for the checks recorded before, which
 * all played the one demo clip.
 */
export class EnvironmentCheckTestClips1732302100000 implements MigrationInterface {
  name = 'EnvironmentCheckTestClips1732302100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'environment_checks',
      new TableColumn({ name: 'test_clips', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('environment_checks', 'test_clips');
  }
}
