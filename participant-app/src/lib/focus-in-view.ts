/**
 * Moves focus to an element a participant must notice and brings it into view: after an action the page changed far
 * from where focus was (a card below, a banner 3,000 px above on a phone). The element needs tabIndex -1 unless it
 * is a control. The scroll is instant ('instant' beats Bootstrap's `scroll-behavior: smooth` on :root): a smooth scroll
 * could still be running when the next action comes.
 */
export function focusInView(
  element: HTMLElement | null | undefined,
  block: ScrollLogicalPosition = 'start',
): void {
  if (!element) return;
  // jsdom has no scrollIntoView; browsers all do.
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block, behavior: 'instant' });
  element.focus({ preventScroll: true });
}
