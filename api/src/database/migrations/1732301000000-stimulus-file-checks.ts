import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * What the stimulus import learnt about each file, so the admin list and the exports can show it without probing
 * again, and a paper can cite exactly which bytes were shown:
 * - sha256: the checksum of the file participants are served (the transcoded copy when one was made);
 * - original_sha256: the checksum of the lab's own file when the import served a transcoded copy, else null;
 * - file_check: 'ok', 'warning' or 'not checked' (remote URLs and kinds the import cannot probe yet);
 * - media_info: a JSON object (container, codecs, duration, size, resolution, frame rate, audio, faststart);
 * - poster_url: a still frame for the admin lists.
 * Distortion examples gain the manifest's columns (category, level R1–R5 or none, caption) beside their path.
 * distortion_sections holds the page's texts per category (title, introduction, example sentence, details), in the
 * manifest's order; with no row the page shows the spec's texts.
 * Every earlier row keeps NULL: nothing changes for a catalogue loaded before the import existed.
 */
export class StimulusFileChecks1732301000000 implements MigrationInterface {
  name = 'StimulusFileChecks1732301000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('videos', [
      new TableColumn({ name: 'sha256', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'original_sha256', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'file_check', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'media_info', type: 'text', isNullable: true }),
      new TableColumn({ name: 'poster_url', type: 'varchar', length: '500', isNullable: true }),
    ]);
    await queryRunner.addColumns('distortion_examples', [
      new TableColumn({ name: 'category', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'level', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'caption', type: 'varchar', length: '500', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'distortion_sections',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'category', type: 'varchar', length: '100', isUnique: true },
          { name: 'position', type: 'integer' },
          { name: 'title', type: 'varchar', length: '500' },
          { name: 'introduction', type: 'text' },
          { name: 'example', type: 'text' },
          { name: 'details', type: 'text' },
        ],
      }),
    );
    if (queryRunner.connection.options.type === 'mysql') {
      // A database created latin1 would give the new table latin1 too (see Utf8mb4Tables1732265000000).
      await queryRunner.query(
        'ALTER TABLE `distortion_sections` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('distortion_sections');
    for (const name of ['caption', 'level', 'category'])
      await queryRunner.dropColumn('distortion_examples', name);
    for (const name of ['poster_url', 'media_info', 'file_check', 'original_sha256', 'sha256']) {
      await queryRunner.dropColumn('videos', name);
    }
  }
}
