/**
 * The tab's one inspection hub. On in `npm run dev`; in a build, the shell turns it on for a user who holds
 * the inspector's menu (src/app/inspection/InspectionGate.tsx). Wire an actor with
 * `createActor(logic, { ...inspectOptions })`, `useMachine(logic, { input, inspect })` or `useInspectedMachine`.
 */
import { createInspectionHub } from './hub';

export const inspectionHub = createInspectionHub({ enabled: import.meta.env?.DEV === true });

/** The observer every actor of the app is created with. */
export const inspect = inspectionHub.inspect;
export const inspectOptions = { inspect } as const;

export { createInspectionHub, type InspectionHub, type InspectionHubOptions } from './hub';
export { acceptedEvents, isInternalEvent } from './accepted-events';
export { RingBuffer } from './ring-buffer';
export { statePaths, stateText } from './state-paths';
export { toJson } from './to-json';
export type * from './types';
