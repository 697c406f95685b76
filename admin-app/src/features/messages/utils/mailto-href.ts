/** A mail-composer link to the sender; the address is encoded so it cannot add headers (?subject=, &cc=). */
export function mailtoHref(email: string | null | undefined): string {
  return `mailto:${encodeURIComponent(email ?? '').replace(/%40/g, '@')}`;
}
