/**
 * The shell's `config.json`, read at runtime so remotes can move without rebuilding the shell.
 * `apiBase` defaults to `{host}/api` (spec section 7). A remote left out disables only its own area (the public
 * host of a two-host deployment lists no admin remote).
 */
export interface RuntimeConfig {
  apiBase?: string;
  remotes: {
    participant?: string;
    admin?: string;
  };
}
