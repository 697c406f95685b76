// What the rest of the participant app may use of the panel feature (other features import only this file; see
// docs/developer/architecture.md). Its routed pages are loaded by exposed/lazy-pages.ts, each as its own chunk.
export { DeclineConsentButton } from './components/decline-consent-button';
export { LazyPanelEntryPage } from './components/lazy-panel-entry-page';
export type { ScreenOutState } from './components/screen-out-page';
export { panelEntryFromSearch } from './utils/panel-entry-from-search';
