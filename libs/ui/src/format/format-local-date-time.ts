/**
 * Spec: "Rated At (local date and time)". Shows an ISO timestamp in the browser's locale and time zone.
 * Empty input gives '' and an unparsable string is shown as it came, so a table cell never reads "Invalid Date".
 */
export function formatLocalDateTime(iso: string | number | Date | null | undefined, locale?: string): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return date.toLocaleString(locale);
}
