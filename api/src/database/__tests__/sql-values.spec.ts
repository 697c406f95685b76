import { roundedMean, toIsoString, toNullableString, toNumber } from '../sql-values.js';

describe('sql-values', () => {
  it('roundedMean rounds half up to 2 decimals from SUM and COUNT, null without scores', () => {
    expect(roundedMean(107, 40)).toBe(2.68); // 2.675: a double AVG would give 2.67
    expect(roundedMean('11', 3)).toBe(3.67); // mysql2 returns SUM as a DECIMAL string
    expect(roundedMean(38, 12)).toBe(3.17);
    expect(roundedMean(21, 8)).toBe(2.63); // 2.625
    expect(roundedMean(10, 4)).toBe(2.5);
    expect(roundedMean(null, 0)).toBeNull();
    expect(roundedMean(null, '0')).toBeNull();
  });

  it('toIsoString reads SQLite UTC text and mysql2 Dates alike', () => {
    expect(toIsoString('2026-01-10 10:04:00.000')).toBe('2026-01-10T10:04:00.000Z');
    expect(toIsoString('2026-01-10 10:04:00')).toBe('2026-01-10T10:04:00.000Z');
    expect(toIsoString(new Date('2026-01-10T10:04:00.000Z'))).toBe('2026-01-10T10:04:00.000Z');
    expect(toIsoString('2026-01-10T10:04:00.000Z')).toBe('2026-01-10T10:04:00.000Z');
    expect(toIsoString('2026-01-10T12:04:00+02:00')).toBe('2026-01-10T10:04:00.000Z');
  });

  it('toNumber and toNullableString', () => {
    expect(toNumber('12')).toBe(12);
    expect(toNumber(null)).toBe(0);
    expect(toNullableString(undefined)).toBeNull();
    expect(toNullableString(5)).toBe('5');
  });
});
