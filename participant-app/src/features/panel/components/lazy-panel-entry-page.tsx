import { lazy } from 'react';

/**
 * The panel entry screen, loaded only when the landing page was opened by a panel link: it reads through TanStack
 * Query, which a plain visitor's first page must not download (see exposed/lazy-pages.ts).
 */
export const LazyPanelEntryPage = lazy(async () => ({
  default: (await import('./panel-entry-page')).PanelEntryPage,
}));
