import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Admin lists read newest first: all feedback by (rated_at, id) and questionnaires by (submitted_at, id). Without
 * these, every page of GET /admin/view-feedback sorts the whole ratings table (see api/scripts/bench-admin-stats.mjs).
 */
export class AdminFeedbackIndexes1732262400000 implements MigrationInterface {
  name = 'AdminFeedbackIndexes1732262400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'ratings',
      new TableIndex({ name: 'idx_ratings_rated_at', columnNames: ['rated_at', 'id'] }),
    );
    await queryRunner.createIndex(
      'questionnaires',
      new TableIndex({ name: 'idx_questionnaires_submitted_at', columnNames: ['submitted_at', 'id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('questionnaires', 'idx_questionnaires_submitted_at');
    await queryRunner.dropIndex('ratings', 'idx_ratings_rated_at');
  }
}
