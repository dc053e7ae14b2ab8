import type { AnyRoute } from '../../http/route';
import { flowRuntimeMoveRoutes } from './runtime-moves';
import { flowRuntimeQueryRoutes } from './runtime-queries';
import { flowRuntimeTaskRoutes } from './runtime-tasks';

/** The runtime of approval flows (/flow/runtime/*); definitions are in definitions.ts. */
export const flowRoutes: AnyRoute[] = [...flowRuntimeTaskRoutes, ...flowRuntimeMoveRoutes, ...flowRuntimeQueryRoutes];
