import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The catalogue becomes any lab's own: columns several features share, added once so each feature builds on them.
 * - kind: 'video' (every earlier row) or 'volumetric' (a frame sequence played by the 6DoF player).
 * - is_reference: the stimulus is the reference (source) of its content, for methods that show or hide one.
 * - attributes: the lab's further condition attributes (codec, bitrate, point density …) as a JSON object of
 *   strings; NULL when the row has none.
 * - retired_at: when the stimulus stopped receiving new assignments; its ratings stay in the analysis.
 */
export class StimulusCatalogueColumns1732300000000 implements MigrationInterface {
  name = 'StimulusCatalogueColumns1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('videos', [
      new TableColumn({ name: 'kind', type: 'varchar', length: '20', default: "'video'" }),
      new TableColumn({ name: 'is_reference', type: 'boolean', default: false }),
      new TableColumn({ name: 'attributes', type: 'text', isNullable: true }),
      new TableColumn({ name: 'retired_at', type: 'datetime', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['retired_at', 'attributes', 'is_reference', 'kind']) {
      await queryRunner.dropColumn('videos', name);
    }
  }
}
