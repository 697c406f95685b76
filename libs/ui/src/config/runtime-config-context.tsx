import { createContext, useContext, type ReactNode } from 'react';
import { resolveApiBase } from './runtime-config';

export interface RuntimeConfigValue {
  apiBase: string;
  /** Who provided the value: the shell, or a remote running standalone. The browser test reads it. */
  providedBy: string;
}

/**
 * Provided once by the shell (or by a remote's own standalone entry). Because @vvq/ui is a federation
 * singleton, both remotes read the very same context object the shell provides.
 */
export const RuntimeConfigContext = createContext<RuntimeConfigValue | null>(null);

export function RuntimeConfigProvider(props: { value: RuntimeConfigValue; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={props.value}>{props.children}</RuntimeConfigContext.Provider>;
}

/** Falls back to the spec default so components also work in tests without a provider. */
export function useRuntimeConfig(): RuntimeConfigValue {
  return useContext(RuntimeConfigContext) ?? { apiBase: resolveApiBase(null), providedBy: 'default' };
}
