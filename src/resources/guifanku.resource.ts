import { findRouteByName } from '../catalogue';
import { regulationEntity } from '../graphql/generated/entities/regulation';
import { ApproveRegulationDocument, RejectRegulationDocument, SendRegulationDocument, WithdrawRegulationDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';
import { optionsOf, reviewActions } from './library-shared';

const buttons = findRouteByName('guifanku')!.buttons;
const CATEGORIES = optionsOf(['国家标准', '行业标准', '地方标准', '部门规章', '地方规范性文件']);

/** 规范库管理 (11350): regulation files, drafted, sent for review, approved; withdrawn back to draft. */
export default entityResource(regulationEntity, {
  formRoutes: { create: 'gfkxz', edit: 'gfkxg' },
  columns: ['title', ['docNo', { width: 160 }], ['category', { width: 130 }], ['issuer', { width: 150 }], ['status', { width: 90 }], ['creatorName', { width: 100 }], 'updatedAt'],
  filters: [{ name: 'title', label: '标题/文号', kind: 'text' }, { name: 'category', label: '类别', kind: 'select', options: CATEGORIES }, 'status'],
  form: {
    sections: [{ title: '规范文件', fields: [['title', { wide: true }], ['category', { kind: 'select', options: CATEGORIES }], ['docNo', { placeholder: '如 GB 50016-2014' }], 'issuer', 'content'] }],
  },
  actions: reviewActions(buttons, '规范文件', { send: SendRegulationDocument, approve: ApproveRegulationDocument, reject: RejectRegulationDocument, withdraw: WithdrawRegulationDocument }),
});
