import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { toSqlDateTime } from '../sql-values.js';

/**
 * Consent with its time and the version of the text agreed to (privacy duties: docs/experimenter/privacy.md):
 * - consent_versions: every consent text the study has shown, keyed by its version (the first 16 hex digits of the
 *   text's SHA-256, as @vvq/contracts' CONSENT_VERSION), with the text itself and when it was first used.
 * - questionnaires.consent_version / consented_at: which text and when, per participant (consent is given with the
 *   questionnaire, one per participant).
 * Until this migration the app only ever showed the spec's text, so that text is recorded here (frozen: a later
 * text is recorded by the API when it first runs with it) and existing questionnaires are dated by their
 * submission. Indexes on the rows' times keep the daily retention DELETEs off a full scan.
 */
const FIRST_TEXT =
  'I agree to participate in this study and understand that my data will be used for research purposes.';
const FIRST_VERSION = '6d15ab076872de30';

export class ConsentVersions1732280000000 implements MigrationInterface {
  name = 'ConsentVersions1732280000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'consent_versions',
        columns: [
          { name: 'version', type: 'varchar', length: '64', isPrimary: true },
          { name: 'text', type: 'text', isNullable: false },
          { name: 'first_used_at', type: 'datetime', isNullable: false },
        ],
      }),
    );
    if (queryRunner.connection.options.type === 'mysql') {
      // A database created latin1 would give the new table latin1 too (see Utf8mb4Tables1732265000000).
      await queryRunner.query(
        'ALTER TABLE `consent_versions` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
    await queryRunner.addColumns('questionnaires', [
      new TableColumn({ name: 'consent_version', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'consented_at', type: 'datetime', isNullable: true }),
    ]);
    const [first] = (await queryRunner.query(
      'SELECT MIN(submitted_at) AS first FROM questionnaires',
    )) as Array<{
      first: unknown;
    }>;
    const firstUsedAt = first?.first ?? toSqlDateTime(new Date());
    await queryRunner.query('INSERT INTO consent_versions (version, text, first_used_at) VALUES (?, ?, ?)', [
      FIRST_VERSION,
      FIRST_TEXT,
      firstUsedAt,
    ]);
    await queryRunner.query(
      'UPDATE questionnaires SET consent_version = ?, consented_at = submitted_at WHERE consent = 1',
      [FIRST_VERSION],
    );
    await queryRunner.createIndex(
      'contact_messages',
      new TableIndex({ name: 'idx_contact_messages_created', columnNames: ['created_at'] }),
    );
    await queryRunner.createIndex(
      'user_events',
      new TableIndex({ name: 'idx_user_events_time', columnNames: ['event_time'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('user_events', 'idx_user_events_time');
    await queryRunner.dropIndex('contact_messages', 'idx_contact_messages_created');
    await queryRunner.dropColumn('questionnaires', 'consented_at');
    await queryRunner.dropColumn('questionnaires', 'consent_version');
    await queryRunner.dropTable('consent_versions');
  }
}
