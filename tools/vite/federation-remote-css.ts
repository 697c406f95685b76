import type { Plugin } from 'vite';

/** The federation plugin's CSS placeholder in any quoting: Vite 8's minifier may turn its quotes into backticks. */
const PLACEHOLDER = /([`'"])__v__css__.*?\1/g;

/**
 * @originjs/vite-plugin-federation 1.4.1 writes a quoted '__v__css__…' placeholder into remoteEntry.js and later swaps
 * it for the list of CSS files to inject when the host loads an exposed module. On Vite 8 the minifier turns the quote
 * into a backtick first, the swap no longer matches, and remoteEntry's `css.forEach` throws on the string, so no
 * exposed module loads. Both remotes style their exposed components with bootstrap classes and inline styles only
 * (the shell loads @vvq/ui's styles once), so the list is always empty: replacing every placeholder with `[]` fixes
 * the crash and also keeps each standalone entry's copy of bootstrap from being injected into the shell a second time.
 */
export function stripCssPlaceholders(code: string): string {
  return code.replace(PLACEHOLDER, '[]');
}

/** Shared by both remotes' vite.config.ts; runs after the federation plugin has written its chunks. */
export function federationRemoteCss(): Plugin {
  return {
    name: 'vvq:federation-remote-css',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('__v__css__'))
          chunk.code = stripCssPlaceholders(chunk.code);
      }
    },
  };
}
