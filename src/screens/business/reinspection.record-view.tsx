/** The re-inspection application on top of its approval page; its last approver records the outcome here. */
import { REINSPECTION_BUSI_TYPE } from '../../constants/business-flow';
import reinspection from '../../resources/fcsl.resource';
import { registerRecordView, type RecordViewProps } from '../common/approval/record-views';
import { BusinessRecordView } from './BusinessRecordView';
import { OutcomeForm } from './OutcomeForm';

function ReinspectionRecord({ work }: RecordViewProps) {
  return (
    <BusinessRecordView work={work} definition={reinspection}>
      {(row, reload) =>
        row.lastStepAssignee ? (
          <OutcomeForm key={String(row.version)} record={{ id: String(row.id), version: Number(row.version), outcome: row.outcome as string | null, outcomeNote: row.outcomeNote as string | null }} onSaved={reload} />
        ) : null
      }
    </BusinessRecordView>
  );
}

registerRecordView(REINSPECTION_BUSI_TYPE, ReinspectionRecord);
