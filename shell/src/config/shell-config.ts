import type { RuntimeConfig } from '@vvq/contracts';
import type { AreaName } from '../remotes/remote-areas';

/** Thrown when config.json is missing or malformed; the areas then show their "unavailable" card. */
export class ShellConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShellConfigError';
  }
}

/** config.json after validation: absolute remote URLs, and why an area has none (that area alone shows its card). */
export interface ShellConfig extends RuntimeConfig {
  remoteErrors: Partial<Record<AreaName, string>>;
}

const AREA_NAMES: readonly AreaName[] = ['participant', 'admin'];

/** The absolute URL of one remote entry, or the reason it cannot be used. */
function resolveRemote(value: unknown, key: AreaName, baseUrl: string): { url: string } | { error: string } {
  if (value === undefined || value === null) return { error: `config.json lists no ${key} remote` };
  if (typeof value !== 'string' || value.trim() === '') {
    return { error: `config.json: remotes.${key} must be a non-empty URL string` };
  }
  try {
    // Relative entries ("/remotes/admin/assets/remoteEntry.js") are resolved against the page, not against the
    // shell chunk that later calls import(), so a reverse proxy can serve remotes under the shell's own host.
    return { url: new URL(value.trim(), baseUrl).href };
  } catch {
    return { error: `config.json: remotes.${key} is not a valid URL` };
  }
}

/**
 * Validates the parsed config.json and makes remote URLs absolute. A missing or malformed remote is not fatal: it
 * only disables its own area, so a public host can leave the admin remote out without breaking the study.
 */
export function parseShellConfig(raw: unknown, baseUrl: string): ShellConfig {
  if (!raw || typeof raw !== 'object') throw new ShellConfigError('config.json must hold a JSON object');
  const { apiBase, remotes } = raw as { apiBase?: unknown; remotes?: unknown };
  if (!remotes || typeof remotes !== 'object')
    throw new ShellConfigError('config.json: "remotes" is missing');
  if (apiBase !== undefined && typeof apiBase !== 'string') {
    throw new ShellConfigError('config.json: "apiBase" must be a string when given');
  }
  const config: ShellConfig = { ...(apiBase ? { apiBase } : {}), remotes: {}, remoteErrors: {} };
  for (const area of AREA_NAMES) {
    const resolved = resolveRemote((remotes as Record<string, unknown>)[area], area, baseUrl);
    if ('url' in resolved) config.remotes[area] = resolved.url;
    else config.remoteErrors[area] = resolved.error;
  }
  return config;
}

/** Fetches config.json at runtime (never cached) so remotes and the API can move without rebuilding the shell. */
export async function loadShellConfig(
  url: string,
  baseUrl: string = window.location.href,
): Promise<ShellConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new ShellConfigError(
      `config.json could not be fetched: ${cause instanceof Error ? cause.message : cause}`,
    );
  }
  if (!response.ok) throw new ShellConfigError(`config.json could not be fetched: HTTP ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ShellConfigError('config.json is not valid JSON');
  }
  return parseShellConfig(raw, baseUrl);
}
