import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * A setting can go back to the environment's value or the default. The history records that like any change, and
 * says it was a reset and what the setting reads since ('environment' or 'default'); NULL for every ordinary change,
 * so the rows written before keep their meaning.
 */
export class StudySettingResets1732302000000 implements MigrationInterface {
  name = 'StudySettingResets1732302000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'study_setting_changes',
      new TableColumn({ name: 'reset_to', type: 'varchar', length: '16', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('study_setting_changes', 'reset_to');
  }
}
