import type { Plugin } from 'vite';

const PLACEHOLDER = /`__v__css__[^`]*`|(["'])__v__css__.*?\1/g;

/**
 * The federation plugin makes remoteEntry.js inject the remote's CSS bundle when the shell loads an exposed module.
 * Two reasons to inject nothing instead:
 * - this remote has no CSS of its own (bootstrap classes and inline styles only); the one CSS bundle in dist holds the
 *   standalone entry's copy of @vvq/ui/styles.css, which the shell already loads — injecting it would load bootstrap
 *   twice and re-order the shell's cascade;
 * - with Vite 8's minifier the placeholder is a template literal the plugin (written for quotes) does not replace, so
 *   remoteEntry.js would call `forEach` on a string and fail to load any exposed module.
 */
export function noRemoteCssInjection(remoteEntryFile = 'remoteEntry.js'): Plugin {
  return {
    name: 'vvq:no-remote-css-injection',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.fileName.endsWith(remoteEntryFile)) {
          chunk.code = chunk.code.replace(PLACEHOLDER, '[]');
        }
      }
    },
  };
}
