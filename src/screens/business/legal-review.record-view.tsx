/** The legal review on top of its approval page (提前审核, 集中审核, 立案审核). */
import { LEGAL_REVIEW_KINDS } from '../../constants/business-flow';
import { LEGAL_REVIEW_TABS } from '../../resources/legal-review';
import { registerRecordView, type RecordViewProps } from '../common/approval/record-views';
import { BusinessRecordView } from './BusinessRecordView';

function LegalReviewRecord({ work }: RecordViewProps) {
  return <BusinessRecordView work={work} definition={LEGAL_REVIEW_TABS[0]} />;
}

for (const kind of LEGAL_REVIEW_KINDS) registerRecordView(kind, LegalReviewRecord);
