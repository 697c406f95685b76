import type { Plugin } from 'vite';

/**
 * @originjs/vite-plugin-federation swaps a quoted '__v__css__…' placeholder in remoteEntry.js for the list of CSS
 * files to inject. Vite 8's minifier turns that quote into a backtick before the swap runs, so the placeholder
 * survives and remoteEntry's `css.forEach` throws when the shell loads an exposed module. The exposed admin
 * components use no CSS files (bootstrap classes and inline styles only; the shell already loads @vvq/ui's
 * bootstrap), so the list is empty: this also keeps the standalone entry's bootstrap copy out of the shell.
 */
export function stripCssPlaceholders(code: string): string {
  return code.replace(/([`'"])__v__css__.*?\1/g, '[]');
}

export function remoteCssPlaceholder(): Plugin {
  return {
    name: 'vvq-remote-css-placeholder',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('__v__css__')) chunk.code = stripCssPlaceholders(chunk.code);
      }
    },
  };
}
