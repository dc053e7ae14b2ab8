/**
 * What business pages use of the approval page: the send button and the record-view registry. (The page
 * itself is loaded by src/screens/registry.ts; it is not re-exported here, so that a `*.record-view.tsx`
 * module importing this file does not import the page that loads it.)
 */
export { FlowSendButton, type FlowSendButtonProps } from './FlowSendButton';
export { approvalRecordViews, recordViewFor, registerRecordView, type RecordView, type RecordViewProps } from './record-views';
export { refreshAfterMove } from './approval-actors';
