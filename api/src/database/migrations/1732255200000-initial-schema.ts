import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

/**
 * Whole schema of the spec in one versioned migration, written with the QueryRunner Table API so the same code
 * runs on MySQL/MariaDB and SQLite. Table and index names are a contract with the admin modules.
 */
const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, nullable = false, def?: number): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable: nullable,
  ...(def === undefined ? {} : { default: def }),
});
const str = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const text = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: nullable,
});
const dt = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable: nullable,
});
const cascadeTo = (columnName: string, table: string) => ({
  columnNames: [columnName],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});
// Catalogue rows are never deleted under live ratings: counters would drift, so the FK restricts.
const restrictTo = (columnName: string, table: string) => ({
  columnNames: [columnName],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'RESTRICT',
});

export class InitialSchema1732255200000 implements MigrationInterface {
  name = 'InitialSchema1732255200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [id(), str('name', 100), str('email', 254), dt('created_at')],
        indices: [{ name: 'uq_users_email', columnNames: ['email'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'user_events',
        columns: [id(), int('user_id'), str('event_type', 10), dt('event_time')],
        indices: [
          { name: 'idx_user_events_type_time', columnNames: ['event_type', 'event_time'] },
          { name: 'idx_user_events_user', columnNames: ['user_id'] },
        ],
        foreignKeys: [cascadeTo('user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'questionnaires',
        columns: [
          id(),
          int('user_id'),
          int('age'),
          str('gender', 50),
          str('education', 50),
          str('field_of_study', 50),
          str('familiarity', 50),
          text('experience', true),
          int('understanding'),
          str('technical_knowledge', 50),
          str('quality_metrics', 50),
          str('previous_participation', 10),
          str('quiz1', 100),
          str('quiz2', 100),
          str('quiz3', 100),
          { name: 'consent', type: 'tinyint' },
          dt('submitted_at'),
        ],
        indices: [{ name: 'uq_questionnaires_user', columnNames: ['user_id'], isUnique: true }],
        foreignKeys: [cascadeTo('user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'videos',
        columns: [
          id(),
          str('content', 100),
          str('view', 100),
          str('compression_type', 100),
          str('qp', 50),
          str('label', 191),
          str('url', 500, true),
          int('ratings_count', false, 0),
          int('reserved_count', false, 0),
          int('load_count', false, 0),
        ],
        indices: [
          { name: 'uq_videos_label', columnNames: ['label'], isUnique: true },
          { name: 'idx_videos_load', columnNames: ['load_count', 'id'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [id(), int('user_id'), dt('created_at')],
        indices: [{ name: 'uq_sessions_user', columnNames: ['user_id'], isUnique: true }],
        foreignKeys: [cascadeTo('user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'trials',
        columns: [
          id(),
          int('session_id'),
          int('user_id'),
          int('video_id'),
          dt('assigned_at'),
          dt('expires_at'),
          dt('rated_at', true),
          { name: 'reserving', type: 'tinyint', default: 1 },
        ],
        indices: [
          { name: 'uq_trials_user_video', columnNames: ['user_id', 'video_id'], isUnique: true },
          { name: 'idx_trials_session', columnNames: ['session_id'] },
          { name: 'idx_trials_video', columnNames: ['video_id'] },
          { name: 'idx_trials_reserving_expiry', columnNames: ['reserving', 'expires_at'] },
        ],
        foreignKeys: [
          cascadeTo('session_id', 'sessions'),
          cascadeTo('user_id', 'users'),
          restrictTo('video_id', 'videos'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'ratings',
        columns: [
          id(),
          int('trial_id'),
          int('user_id'),
          int('video_id'),
          int('clarity'),
          int('interaction'),
          int('depth'),
          int('overall'),
          text('comments', true),
          dt('rated_at'),
          int('viewport_width', true),
          int('viewport_height', true),
          { name: 'device_pixel_ratio', type: 'float', isNullable: true },
          { name: 'played_to_end', type: 'boolean', isNullable: true },
        ],
        indices: [
          { name: 'uq_ratings_trial', columnNames: ['trial_id'], isUnique: true },
          { name: 'uq_ratings_user_video', columnNames: ['user_id', 'video_id'], isUnique: true },
          { name: 'idx_ratings_video', columnNames: ['video_id'] },
        ],
        foreignKeys: [cascadeTo('user_id', 'users'), restrictTo('video_id', 'videos')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          id(),
          str('name', 100),
          str('email', 254),
          text('message'),
          dt('created_at'),
          dt('answered_at', true),
          int('answered_by_admin_id', true),
        ],
        indices: [{ name: 'idx_contact_messages_answered', columnNames: ['answered_at'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'admins',
        columns: [id(), str('name', 100), str('email', 254), str('password_hash', 100), dt('created_at')],
        indices: [{ name: 'uq_admins_email', columnNames: ['email'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'distortion_examples',
        columns: [id(), str('video_location', 500), str('video_url', 500), str('background_type', 50)],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'distortion_examples',
      'admins',
      'contact_messages',
      'ratings',
      'trials',
      'sessions',
      'videos',
      'questionnaires',
      'user_events',
      'users',
    ]) {
      await queryRunner.dropTable(table, true);
    }
  }
}
