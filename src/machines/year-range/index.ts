export { yearRangeMachine, type YearRangeMachine } from './year-range.machine';
export * from './rules';
export type * from './types';
