export { trackViewerMachine, type TrackViewerMachine } from './track-viewer.machine';
export type * from './types';
