/** 'jane mary doe' → 'Jane Mary Doe' (message sender names). */
export function capitalizeWords(text: string | null | undefined): string {
  return (text ?? '').replace(/(^|\s)(\S)/g, (_m, space: string, ch: string) => space + ch.toUpperCase());
}

/** 'jane doe' → 'Jane doe' (questionnaire user names). */
export function capitalizeFirst(text: string | null | undefined): string {
  const value = text ?? '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Averages show with two decimals; a missing value shows as 0 (spec section 3). */
export function formatAverage(value: number | string | null | undefined): string {
  const n = Number(value);
  return Number.isFinite(n) && value !== null && value !== undefined && value !== '' ? n.toFixed(2) : '0';
}

export function countOrZero(value: number | string | null | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}
