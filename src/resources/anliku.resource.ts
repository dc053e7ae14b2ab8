import { findRouteByName } from '../catalogue';
import { caseEntity } from '../graphql/generated/entities/case';
import { ApproveCaseDocument, RejectCaseDocument, SendCaseDocument, WithdrawCaseDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';
import { optionsOf, reviewActions } from './library-shared';

const buttons = findRouteByName('anliku')!.buttons;
const CATEGORIES = optionsOf(['行政处罚', '火灾事故', '监督检查', '临时查封', '其他']);

/** 案例库管理 (11360): cases, drafted, sent for review (alss), approved; withdrawn back to draft. */
export default entityResource(caseEntity, {
  detailRoute: 'alck',
  alsoDetailRoutes: ['alss'],
  formRoutes: { create: 'alxj', edit: 'alxg' },
  columns: ['title', ['docNo', { title: '案号', width: 200 }], ['category', { width: 110 }], ['issuer', { title: '办案单位', width: 150 }], ['status', { width: 90 }], ['creatorName', { width: 100 }], 'updatedAt'],
  filters: [{ name: 'title', label: '标题/案号', kind: 'text' }, { name: 'category', label: '类别', kind: 'select', options: CATEGORIES }, 'status'],
  detail: {
    sections: [
      { title: '案例信息', fields: { title: { label: '标题', wide: true }, category: '类别', docNo: '案号', issuer: '办案单位', organName: '所属单位', content: { label: '正文', wide: true } } },
      {
        title: '审核',
        fields: {
          status: { label: '状态', render: 'status', options: caseEntity.fields.status.options },
          creatorName: '创建人',
          sentAt: { label: '送审时间', render: 'datetime' },
          reviewerName: '审核人',
          reviewedAt: { label: '审核时间', render: 'datetime' },
          reviewComment: { label: '审核意见', wide: true },
        },
      },
    ],
  },
  form: {
    sections: [{ title: '案例', fields: [['title', { wide: true }], ['category', { kind: 'select', options: CATEGORIES }], ['docNo', { label: '案号' }], ['issuer', { label: '办案单位' }], 'content'] }],
  },
  actions: [
    { key: 'view', label: '查看', scope: 'row', buttonId: buttons.view, navigate: 'alck' },
    ...reviewActions(buttons, '案例', { send: SendCaseDocument, approve: ApproveCaseDocument, reject: RejectCaseDocument, withdraw: WithdrawCaseDocument }),
  ],
});
