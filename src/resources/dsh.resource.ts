import { findRouteByName } from '../catalogue';
import { ApprovePublicityDocument, ReturnPublicityDocument } from '../graphql/generated/graphql';
import { publicityReviewEntity as meta } from '../graphql/generated/entities/publicity-review';
import { publicityText as text } from '../messages/publicity';
import { entityResource } from './entity/entity-resource';
import { publicityDetail } from './publicity-shared';

const buttons = findRouteByName('dsh')!.buttons;
const key = (row: { id: string; version: number }) => ({ id: row.id, version: row.version });

/**
 * 待审核 (dsh 8500): 宣传审核 — the publicity submitted in the reviewer's unit and below, pending first; 通过 publishes,
 * 退回 asks for the opinion. 题库审核 and 智能客服审核 are screens of their own (placeholders until they are built).
 */
export default entityResource(meta, {
  detailRoute: 'dshXc',
  columns: [['title', { width: 240 }], ['sectionText', { width: 110 }], ['categoryText', { width: 100 }], ['channels', { width: 170 }], ['status', { width: 90 }], ['authorName', { width: 90 }], ['organName', { width: 150 }], ['submittedAt', { width: 160 }]],
  filters: [{ name: 'title', label: '标题', kind: 'text', placeholder: text.titleFilter }, 'section', 'status', { name: 'organId', label: '发布单位', kind: 'organ' }],
  defaultFilters: { status: 'pending' },
  detail: publicityDetail,
  actions: [
    { key: 'view', label: text.view, scope: 'row', navigate: 'dshXc' },
    { key: 'approve', label: text.approve, scope: 'row', allow: 'approve', buttonId: buttons.approve, confirm: text.approveConfirm, successMessage: text.approved, document: ApprovePublicityDocument, variables: ([row]) => ({ input: key(row) }) },
    {
      key: 'return', label: text.return, scope: 'row', allow: 'return', buttonId: buttons.return, danger: true, prompt: { label: text.returnOpinion, required: true, maxLength: 500 },
      successMessage: text.returned, document: ReturnPublicityDocument, variables: ([row], input) => ({ input: { ...key(row), reviewOpinion: input.comment ?? '' } }),
    },
  ],
});
