export { resourceFormMachine } from './resource-form.machine';
export { CONFLICT_CODE, fieldErrorsOf, isConflict, messageOf } from './failure';
export type * from './types';
