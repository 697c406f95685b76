import type { RuntimeConfig } from '@vvq/contracts';

/** Spec section 7: the API base defaults to `{host}/api`. */
export function defaultApiBase(): string {
  return `${window.location.origin}/api`;
}

export function resolveApiBase(config?: Pick<RuntimeConfig, 'apiBase'> | null): string {
  const base = config?.apiBase?.trim();
  return (base && base.length > 0 ? base : defaultApiBase()).replace(/\/+$/, '');
}
