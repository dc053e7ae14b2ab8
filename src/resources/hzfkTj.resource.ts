import { findRouteByName } from '../catalogue';
import { firePreventionProgressEntity } from '../graphql/generated/entities/fire-prevention-progress';
import { firePreventionTaskEntity } from '../graphql/generated/entities/fire-prevention-task';
import { firePreventionText as text } from '../messages/fire-prevention';
import { reportProblem } from '../shared/fire-prevention-rules';
import { entityResource } from './entity/entity-resource';
import { orderParts, progressText } from './fire-prevention-order-resource';
import { defineResourceGroup } from './group';

const buttons = findRouteByName('hzfkTj')!.buttons;

/** Each order with how many receivers are done and overdue; 任务详情 lists its receivers. */
const byOrder = entityResource(firePreventionProgressEntity, {
  name: 'firePreventionProgress',
  title: text.progressTab,
  detailRoute: 'hzfkTaskDetail',
  columns: [['title', { width: 220 }], ['kindText', { width: 100 }], ['issuerOrganName', { width: 180 }], ['startDate', { width: 110 }], ['endDate', { width: 110 }], ['status', { width: 90 }], ['progress', { width: 140, format: progressText }]],
  filters: [{ name: 'keyword', label: text.keyword, kind: 'text' }, 'kind', 'status'],
  detail: {
    sections: [
      { title: text.sectionOrder, fields: ['title', 'kindText', 'issuerOrganName', 'issuerUserName', 'startDate', 'endDate', 'status', 'approverName', ['receiverNames', { wide: true }], ['content', { wide: true }]] },
      { title: text.sectionStatistics, fields: [['progress', { label: text.sectionProgress, format: progressText, wide: true }]] },
    ],
    related: [orderParts],
  },
  actions: [{ key: 'view', label: text.detail, scope: 'row', navigate: 'hzfkTaskDetail' }],
});

/** Each receiver's part: done or not, overdue or not; 完成 (the notice target 未处理防控任务) is the receiving unit's. */
const byReceiver = entityResource(firePreventionTaskEntity, {
  name: 'firePreventionTask',
  title: text.partsTab,
  formRoutes: { edit: 'hzfkNotDealWith' },
  columns: [
    ['orderTitle', { width: 220 }], ['orderKindText', { width: 100 }], ['receiverName', { width: 200 }], ['issuerOrganName', { width: 180 }], ['endDate', { width: 110 }],
    ['status', { width: 90 }], ['overdue', { width: 90 }], ['doneByName', { width: 90 }], ['doneAt', { width: 170 }], ['report', { width: 240 }],
  ],
  filters: [{ name: 'keyword', label: text.keyword, kind: 'text' }, 'status', { name: 'organId', label: '接收单位', kind: 'organ' }],
  form: {
    sections: [{ title: text.sectionPart, fields: [['report', { kind: 'textarea', wide: true, required: true, placeholder: text.reportPlaceholder }]] }],
    // The server's own rule (src/shared/fire-prevention-rules.ts), shown under the field.
    extraRules: (input): Record<string, string> => {
      const problem = reportProblem((input as { report?: string | null }).report);
      return problem ? { report: problem } : {};
    },
  },
  actions: [{ key: 'edit', label: text.complete, scope: 'row', buttonId: buttons.complete, allow: 'edit', navigate: 'hzfkNotDealWith' }],
});

/** 任务统计 (hzfkTj 1400): progress by order and by receiver. */
export default defineResourceGroup({ routeName: 'hzfkTj', title: '任务统计', tabs: [byOrder, byReceiver] });
