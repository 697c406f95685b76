import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** main.tsx provides the federation loader; unit tests provide a fake one. */
export function RemoteLoaderProvider(props: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={props.loader}>{props.children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}
