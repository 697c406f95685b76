/**
 * The English keys a plain visitor's first page renders (the landing page with its FAQ, the top bar, the language menu
 * and the common words): the build puts these in the first page's chunk and every other key in a chunk of its own that
 * the later pages load (tools/vite/catalogue-parts.ts, later-pages.ts). A prefix ends in a dot. The panel's two keys
 * belong to modules the landing page reaches through the panel's index. `first-page-keys.test.ts` fails when a module
 * the first page imports uses a key left out here.
 */
export const FIRST_PAGE_KEYS: readonly string[] = [
  'landing.',
  'faq.',
  'topBar.',
  'language.',
  'common.',
  'questionnaire.declineConsent',
  'completion.panelFallback',
];
