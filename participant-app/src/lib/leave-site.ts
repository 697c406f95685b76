/**
 * Leaves the study for a panel's page (completion or screen-out URL): a full navigation, since the panel's site is
 * another origin. One place, so unit tests can replace it (jsdom cannot navigate).
 */
export function leaveSite(url: string): void {
  window.location.assign(url);
}
