import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * `users.completed_at`: when the participant was first given the completion code. A participant who is stopped by
 * live gating afterwards (the study asked for more videos, or a late rating failed a check) has already taken the
 * code to their panel; the exports compare this time with their flags so the researchers can see it and decide on
 * the payment. Existing accounts get NULL (no record of a code given before this column existed).
 */
export class CompletionTimes1732294700000 implements MigrationInterface {
  name = 'CompletionTimes1732294700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'users',
      new TableColumn({ name: 'completed_at', type: 'datetime', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'completed_at');
  }
}
