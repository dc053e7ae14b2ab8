/**
 * The business record shown on top of an approval page, by business type. A business registers its own
 * view with `registerRecordView` in a module named `*.record-view.tsx` (the approval screen loads every
 * such module, so registering needs no other edit); other types show the default view.
 */
import type { ComponentType } from 'react';
import type { ApprovalWork } from '../../../machines/approval-page';
import { DefaultRecordView } from './DefaultRecordView';

export interface RecordViewProps {
  work: ApprovalWork;
}

export type RecordView = ComponentType<RecordViewProps>;

export const approvalRecordViews: Record<string, RecordView> = {};

export function registerRecordView(busiTypeCode: string, Component: RecordView): void {
  approvalRecordViews[busiTypeCode] = Component;
}

export function recordViewFor(busiTypeCode: string): RecordView {
  return approvalRecordViews[busiTypeCode] ?? DefaultRecordView;
}
