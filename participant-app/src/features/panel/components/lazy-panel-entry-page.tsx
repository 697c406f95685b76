import { lazy } from 'react';
import type { PanelEnterRequest } from '@vvq/contracts';
import { SharedQueryClientProvider } from '@vvq/ui';

const PanelEntryPage = lazy(async () => ({
  default: (await import('./panel-entry-page')).PanelEntryPage,
}));

/**
 * The panel entry screen, loaded only when the landing page was opened by a panel link: it enters through TanStack
 * Query (inside the page's one QueryClient), which a plain visitor's first page must not download (see
 * exposed/lazy-pages.ts).
 */
export function LazyPanelEntryPage(props: { entry: PanelEnterRequest }) {
  return (
    <SharedQueryClientProvider>
      <PanelEntryPage entry={props.entry} />
    </SharedQueryClientProvider>
  );
}
