import {
  EXPLORATION_COLUMNS,
  RAW_COLUMNS,
  rawExportColumns,
  rawExportRow,
  toIsoTimestamp,
} from '../raw-export-columns.js';

describe('raw export rows', () => {
  it('maps a database row to the documented columns, never exposing the user id', () => {
    const row = rawExportRow(
      {
        rating_id: 7,
        user_id: 42,
        video_id: '3',
        content: 'soldier',
        overall: 4,
        comments: '=2+3',
        rated_at: '2026-03-01 10:20:30.000',
        played_to_end: 1,
        consent: null,
        device_pixel_ratio: 1.5,
      },
      'Pabc',
    );
    const byName = Object.fromEntries(RAW_COLUMNS.map((c, i) => [c.name, row[i]]));
    expect(byName.observer).toBe('Pabc');
    expect(byName.rating_id).toBe(7);
    expect(byName.video_id).toBe(3);
    expect(byName.overall).toBe(4);
    expect(byName.comments).toBe('=2+3'); // neutralised later by @vvq/contracts' csvField/spreadsheetCell, the single place that does it
    expect(byName.rated_at).toBe('2026-03-01T10:20:30.000Z');
    expect(byName.played_to_end).toBe(1);
    expect(byName.consent).toBeNull();
    expect(byName.device_pixel_ratio).toBe(1.5);
    expect(RAW_COLUMNS.map((c) => c.name)).not.toContain('user_id');
    expect(row).not.toContain(42);
  });

  it('carries the playback-integrity figures and the environment check', () => {
    const row = rawExportRow(
      {
        rating_id: 8,
        stall_count: 2,
        stall_seconds: 3.25,
        hidden_seconds: 0,
        end_to_submit_ms: 4100,
        stall_flagged: 1,
        env_check_passed: false,
        env_check_reasons: 'too small | no codec',
        env_fullscreen_entered: null,
      },
      'Pdef',
    );
    const byName = Object.fromEntries(RAW_COLUMNS.map((c, i) => [c.name, row[i]]));
    expect(byName).toMatchObject({
      stall_count: 2,
      stall_seconds: 3.25,
      hidden_seconds: 0,
      end_to_submit_ms: 4100,
      stall_flagged: 1,
      env_check_passed: 0,
      env_check_reasons: 'too small | no codec',
      env_fullscreen_entered: null,
      env_browser: null,
    });
    expect(RAW_COLUMNS.map((c) => c.name)).not.toContain('env_user_agent');
  });

  it('adds the exploration figures only when asked (a study with viewing paths), empty for a 2D trial', () => {
    expect(rawExportColumns(false)).toBe(RAW_COLUMNS);
    const columns = rawExportColumns(true);
    expect(columns.map((c) => c.name)).toEqual([
      ...RAW_COLUMNS.map((c) => c.name),
      ...EXPLORATION_COLUMNS.map((c) => c.name),
    ]);
    const names = columns.map((c) => c.name);
    const volumetric = rawExportRow(
      { rating_id: 9, explore_touched: false, explore_control_events: 0, explore_azimuth_coverage_deg: 10 },
      'Pv',
      columns,
    );
    expect(volumetric[names.indexOf('explore_touched')]).toBe(0);
    expect(volumetric[names.indexOf('explore_control_events')]).toBe(0);
    expect(volumetric[names.indexOf('explore_azimuth_coverage_deg')]).toBe(10);
    const flat = rawExportRow({ rating_id: 10 }, 'Pf', columns);
    expect(EXPLORATION_COLUMNS.map((c) => flat[names.indexOf(c.name)])).toEqual(
      EXPLORATION_COLUMNS.map(() => null),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('reads SQLite text and MySQL Date timestamps as UTC ISO', () => {
    expect(toIsoTimestamp('2026-03-01 10:20:30')).toBe('2026-03-01T10:20:30.000Z');
    expect(toIsoTimestamp(new Date(Date.UTC(2026, 2, 1, 10, 20, 30)))).toBe('2026-03-01T10:20:30.000Z');
    expect(toIsoTimestamp(null)).toBeNull();
  });
});
