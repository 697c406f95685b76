export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

type SortValue = string | number | null | undefined;

/**
 * A sorted copy: numbers compare as numbers, everything else as text (numeric-aware, so "v10" follows "v9");
 * empty values go last in both directions, and equal rows keep their order (Array#sort is stable).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortState['direction'],
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const xEmpty = x === null || x === undefined || x === '';
    const yEmpty = y === null || y === undefined || y === '';
    if (xEmpty || yEmpty) return Number(xEmpty) - Number(yEmpty);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y), undefined, { numeric: true });
  });
}
