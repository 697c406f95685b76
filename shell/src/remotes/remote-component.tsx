import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '@vvq/ui';
import type { AreaName, ExposedModule } from './remote-areas';
import { RemoteAreaBoundary, type AreaSlot } from './remote-area-boundary';
import type { RemoteLoader } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';

type LazyRemote = LazyExoticComponent<ComponentType>;

// One lazy component per loader and module, kept across remounts: going from /admin back to / must not show a
// spinner again for a remote that is already loaded.
const lazyCache = new WeakMap<RemoteLoader, Map<string, LazyRemote>>();

function lazyRemote(loader: RemoteLoader, area: AreaName, module: ExposedModule): LazyRemote {
  let byModule = lazyCache.get(loader);
  if (!byModule) {
    byModule = new Map();
    lazyCache.set(loader, byModule);
  }
  const key = `${area}:${module}`;
  let component = byModule.get(key);
  if (!component) {
    component = lazy(() => loader(area, module).then((loaded) => ({ default: loaded })));
    byModule.set(key, component);
  }
  return component;
}

function forgetRemote(loader: RemoteLoader, area: AreaName, module: ExposedModule) {
  lazyCache.get(loader)?.delete(`${area}:${module}`);
}

export interface RemoteComponentProps {
  area: AreaName;
  module: ExposedModule;
  slot: AreaSlot;
}

/** Renders one exposed module of a remote, with a spinner while it loads and the area's error card if it fails. */
export function RemoteComponent({ area, module, slot }: RemoteComponentProps) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(loader, area, module);
  const retry = () => {
    forgetRemote(loader, area, module);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteAreaBoundary key={attempt} area={area} slot={slot} onRetry={retry}>
      <Suspense fallback={slot === 'page' ? <PageSpinner /> : null}>
        <Remote />
      </Suspense>
    </RemoteAreaBoundary>
  );
}
