import type { ComponentType } from 'react';
import type { ShellConfig } from '../config/shell-config';
import {
  __federation_method_getRemote,
  __federation_method_setRemote,
  __federation_method_unwrapDefault,
} from 'virtual:__federation__';
import { AREAS, type AreaName, type ExposedModule } from './remote-areas';
import type { RemoteLoader } from './remote-loader';

export interface FederationLoaderOptions {
  /** A remote server that accepts the connection but never answers must still end in the error card. */
  timeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads exposed modules through the federation runtime, with the remote URLs from config.json.
 * `config` is null when config.json could not be loaded: every load then fails and the areas show their card.
 * Successful loads are cached; failed ones are forgotten so "Try again" really retries.
 */
export function createFederationLoader(
  config: (Pick<ShellConfig, 'remotes'> & Partial<Pick<ShellConfig, 'remoteErrors'>>) | null,
  configError: unknown = null,
  options: FederationLoaderOptions = {},
): RemoteLoader {
  const timeoutMs = options.timeoutMs ?? 20000;
  const registered = new Set<AreaName>();
  const cache = new Map<string, Promise<ComponentType>>();

  function register(area: AreaName, url: string) {
    if (registered.has(area)) return;
    __federation_method_setRemote(AREAS[area].remoteName, {
      url: () => Promise.resolve(url),
      format: 'esm',
      from: 'vite',
    });
    registered.add(area);
  }

  async function load(area: AreaName, module: ExposedModule): Promise<ComponentType> {
    if (!config) {
      throw configError instanceof Error ? configError : new Error('config.json could not be loaded');
    }
    const url = config.remotes[area];
    // An area config.json leaves out is switched off on this host (e.g. /admin on the public host): only its card shows.
    if (!url) throw new Error(config.remoteErrors?.[area] ?? `config.json lists no ${area} remote`);
    register(area, url);
    const { remoteName } = AREAS[area];
    const loaded = await withTimeout(
      __federation_method_getRemote(remoteName, module),
      timeoutMs,
      `${remoteName}/${module}`,
    );
    const component = __federation_method_unwrapDefault(loaded);
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`${remoteName} exposes no React component as ${module}`);
    }
    return component as ComponentType;
  }

  return (area, module) => {
    const key = `${area}:${module}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = load(area, module);
      cache.set(key, pending);
      pending.catch(() => {
        cache.delete(key);
        // A failed container import leaves the remote un-initialised; registering again lets a retry re-import it.
        registered.delete(area);
      });
    }
    return pending;
  };
}
