import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * `users.language`: the language the participant reads the study in (en, de, fr, es, zh-Hans, ar), stored so every
 * export can split a study by language and so the scale words cannot change after the first rating. Existing
 * accounts get NULL: they took part before the study offered languages, in English.
 */
export class ParticipantLanguage1732307000000 implements MigrationInterface {
  name = 'ParticipantLanguage1732307000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'language', type: 'varchar', length: '16', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'language');
  }
}
