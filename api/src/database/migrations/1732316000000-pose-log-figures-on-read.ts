import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { DEFAULT_POSE_LOG_LIMITS, scanPoseLogBytes } from '@vvq/volumetric/pose-log';

/** Rows given their figures per statement on undo (each log is a few kilobytes). */
const PAGE = 200;

/**
 * The figures' JSON as the `figures` column held it when this migration was written (the module's
 * stored-figures.ts today; the test compares the two). A copy, not an import: database/ never imports modules/, and
 * an undo must write what the code it returns to expects even if the module's figures change later.
 */
function figuresJson(trialId: number, bytes: Uint8Array): string {
  const scan = scanPoseLogBytes(bytes, { trialId, limits: DEFAULT_POSE_LOG_LIMITS });
  if (!scan.ok)
    throw new Error(`The stored viewing path of trial ${trialId} fails its check: ${scan.reason}`);
  const s = scan.summary;
  return JSON.stringify({
    samples: s.samples,
    duration_ms: s.durationMs,
    median_interval_ms: s.medianIntervalMs,
    touched: s.touched,
    control_events: s.controlEvents,
    interacting_share: s.interactingShare,
    mean_distance: s.meanDistance,
    distance_range: s.distanceRange,
    azimuth_range_deg: s.azimuthRangeDeg,
    azimuth_coverage_deg: s.azimuthCoverageDeg,
    elevation_range_deg: s.elevationRangeDeg,
    angular_path_deg: s.angularPathDeg,
    hidden_ms: s.hiddenMs,
  });
}

/**
 * A viewing path's exploration figures may be null: a rating stores its log without them and the first reader
 * derives them from the stored bytes (modules/viewing-paths/stored-figures.ts), which took about a third of what a
 * log added to a rating's CPU off the rating (docs/benchmarks.md, "6DoF player: ratings with pose logs"). Rows
 * stored before keep their figures. Undo derives the missing ones first, since the column was NOT NULL.
 */
export class PoseLogFiguresOnRead1732316000000 implements MigrationInterface {
  name = 'PoseLogFiguresOnRead1732316000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.setNullable(queryRunner, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (;;) {
      const rows = (await queryRunner.query(
        `SELECT trial_id, pose_log FROM pose_logs WHERE figures IS NULL ORDER BY trial_id LIMIT ${PAGE}`,
      )) as Array<{ trial_id: number; pose_log: Buffer }>;
      if (!rows.length) break;
      for (const row of rows) {
        await queryRunner.query('UPDATE pose_logs SET figures = ? WHERE trial_id = ?', [
          figuresJson(row.trial_id, row.pose_log),
          row.trial_id,
        ]);
      }
    }
    await this.setNullable(queryRunner, false);
  }

  private async setNullable(queryRunner: QueryRunner, nullable: boolean): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(
        'ALTER TABLE `pose_logs` MODIFY `figures` TEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci ' +
          (nullable ? 'NULL' : 'NOT NULL'),
      );
      return;
    }
    // SQLite rebuilds the table with the column's new constraint (values, indexes and foreign keys carried over).
    await queryRunner.changeColumn(
      'pose_logs',
      'figures',
      new TableColumn({ name: 'figures', type: 'text', isNullable: nullable }),
    );
  }
}
