import { describe, expect, it } from '@jest/globals';
import { formatLocalDateTime } from '../format-local-date-time';

describe('formatLocalDateTime', () => {
  it('formats an ISO timestamp in the given locale and the local time zone', () => {
    const iso = '2024-03-05T14:07:00.000Z';
    expect(formatLocalDateTime(iso, 'en-GB')).toBe(new Date(iso).toLocaleString('en-GB'));
    expect(formatLocalDateTime(iso, 'en-GB')).toContain('2024');
  });

  it('accepts Date objects and epoch numbers', () => {
    const date = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(formatLocalDateTime(date, 'en-US')).toBe(date.toLocaleString('en-US'));
    expect(formatLocalDateTime(date.getTime(), 'en-US')).toBe(date.toLocaleString('en-US'));
  });

  it('gives an empty string for missing values', () => {
    expect(formatLocalDateTime(null)).toBe('');
    expect(formatLocalDateTime(undefined)).toBe('');
    expect(formatLocalDateTime('')).toBe('');
  });

  it('shows an unparsable value unchanged instead of "Invalid Date"', () => {
    expect(formatLocalDateTime('not a date')).toBe('not a date');
  });
});
