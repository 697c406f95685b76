/** A statistic with `digits` decimals; null/undefined is 'not available' and shows as an em dash, never as 0. */
export function formatStat(value: number | null | undefined, digits = 3): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);
}

export function formatInterval(low: number | null | undefined, high: number | null | undefined): string {
  return low === null || low === undefined || high === null || high === undefined
    ? '—'
    : `${formatStat(low)} – ${formatStat(high)}`;
}
