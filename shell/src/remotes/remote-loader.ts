import type { ComponentType } from 'react';
import type { AreaName, ExposedModule } from './remote-areas';

/** Resolves one exposed module of an area's remote to its default-exported React component. */
export type RemoteLoader = (area: AreaName, module: ExposedModule) => Promise<ComponentType>;
