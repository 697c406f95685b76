import type { RuntimeConfig } from '@vvq/contracts';

/** Thrown when config.json is missing or malformed; the areas then show their "unavailable" card. */
export class ShellConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShellConfigError';
  }
}

function requireUrl(value: unknown, key: string, baseUrl: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ShellConfigError(`config.json: remotes.${key} must be a non-empty URL string`);
  }
  try {
    // Relative entries ("/remotes/admin/assets/remoteEntry.js") are resolved against the page, not against the
    // shell chunk that later calls import(), so a reverse proxy can serve remotes under the shell's own host.
    return new URL(value.trim(), baseUrl).href;
  } catch {
    throw new ShellConfigError(`config.json: remotes.${key} is not a valid URL`);
  }
}

/** Validates the parsed config.json and makes remote URLs absolute. */
export function parseShellConfig(raw: unknown, baseUrl: string): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new ShellConfigError('config.json must hold a JSON object');
  const { apiBase, remotes } = raw as { apiBase?: unknown; remotes?: unknown };
  if (!remotes || typeof remotes !== 'object') throw new ShellConfigError('config.json: "remotes" is missing');
  if (apiBase !== undefined && typeof apiBase !== 'string') {
    throw new ShellConfigError('config.json: "apiBase" must be a string when given');
  }
  const { participant, admin } = remotes as { participant?: unknown; admin?: unknown };
  return {
    ...(apiBase ? { apiBase } : {}),
    remotes: {
      participant: requireUrl(participant, 'participant', baseUrl),
      admin: requireUrl(admin, 'admin', baseUrl),
    },
  };
}

/** Fetches config.json at runtime (never cached) so remotes and the API can move without rebuilding the shell. */
export async function loadShellConfig(url: string, baseUrl: string = window.location.href): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new ShellConfigError(`config.json could not be fetched: ${cause instanceof Error ? cause.message : cause}`);
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
