import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The environment check's WebGL 2 test render for volumetric studies (study setting min_render_fps): whether WebGL 2
 * was there and the frames per second drawn. NULL for every existing check and whenever the study does not ask.
 */
export class EnvironmentCheckRenderTest1732303100000 implements MigrationInterface {
  name = 'EnvironmentCheckRenderTest1732303100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('environment_checks', [
      new TableColumn({ name: 'webgl2', type: 'boolean', isNullable: true }),
      new TableColumn({ name: 'render_fps', type: 'float', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('environment_checks', 'render_fps');
    await queryRunner.dropColumn('environment_checks', 'webgl2');
  }
}
