/** 复查详情 (fcxq): the application, its outcome (recorded here by the last step's assignee) and its flow. */
import { REINSPECTION_BUSI_TYPE } from '../../constants/business-flow';
import reinspection from '../../resources/fcsl.resource';
import type { ScreenProps } from '../types';
import { BusinessDetailScreen } from './BusinessDetailScreen';
import { OutcomeForm } from './OutcomeForm';

export default function ReinspectionDetailScreen({ route }: ScreenProps) {
  return (
    <BusinessDetailScreen
      route={route}
      definition={reinspection}
      busiTypeCode={() => REINSPECTION_BUSI_TYPE}
      title={(row) => String(row.title)}
      extra={(row, reload) =>
        row.lastStepAssignee ? (
          <OutcomeForm key={String(row.version)} record={{ id: String(row.id), version: Number(row.version), outcome: row.outcome as string | null, outcomeNote: row.outcomeNote as string | null }} onSaved={reload} />
        ) : null
      }
    />
  );
}
