export { approvalPageMachine, type ApprovalPageMachine } from './approval-page.machine';
export type * from './types';
