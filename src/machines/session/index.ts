export { sessionMachine } from './session.machine';
export { emptySessionContext, failureMessage } from './context';
export type * from './types';
