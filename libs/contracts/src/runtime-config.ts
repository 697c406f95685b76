/**
 * The shell's `config.json`, read at runtime so remotes can move without rebuilding the shell.
 * `apiBase` defaults to `{host}/api` (spec section 7).
 */
export interface RuntimeConfig {
  apiBase?: string;
  remotes: {
    participant: string;
    admin: string;
  };
}
