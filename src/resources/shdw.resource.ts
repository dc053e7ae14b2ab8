import { COMPANY_LABEL_TREE } from '../constants/company-labels';
import { COMPANY_STATUS_OPTIONS } from '../constants/options';
import { societyCompanyEntity } from '../graphql/generated/entities/society-company';
import { SyncSocietyCompaniesDocument, UpdateSocietyCompanyStatusDocument } from '../graphql/generated/graphql';
import { entityResource } from './entity/entity-resource';
import type { Option } from './types';

const LABEL_OPTIONS: readonly Option[] = COMPANY_LABEL_TREE.flatMap((group) => (group.children ?? []).map((leaf) => ({ value: leaf.code, label: `${group.name}/${leaf.name}` })));
const status = (rows: { id: string }[], value: number) => ({ input: { ids: rows.map((r) => r.id), status: value } });

/** 社会单位 (11310): the firms and premises under fire supervision, scoped by the supervising organisation; close/open shown by the server's allows. */
export default entityResource(societyCompanyEntity, {
  detailRoute: 'shdwDetail',
  formRoutes: { create: 'shdwAdd', edit: 'shdwAdd' },
  columns: [
    ['name', { width: 240 }],
    ['creditCode', { width: 180 }],
    ['unitCategory', { width: 100 }],
    ['organName', { width: 200 }],
    'address',
    ['managerName', { width: 120 }],
    ['managerPhone', { width: 130 }],
    ['labelNames', { width: 180 }],
    ['status', { title: '状态', width: 80 }],
    ['updatedAt', { width: 170 }],
  ],
  filters: ['name', { name: 'creditCode', label: '信用代码', kind: 'text' }, 'unitCategory', 'organId', { name: 'status', label: '状态', kind: 'select', options: COMPANY_STATUS_OPTIONS }, { name: 'label', label: '单位标签', kind: 'select', options: LABEL_OPTIONS }],
  detail: {
    sections: [
      {
        title: '单位信息',
        fields: ['name', 'creditCode', ['unitCategory', { render: 'option' }], 'organName', ['address', { wide: true }], 'legalPerson', 'managerName', 'managerPhone', 'labelNames', ['status', { label: '状态', render: 'option' }], ['remark', { wide: true }]],
      },
    ],
  },
  form: {
    sections: [{ title: '单位信息', fields: ['name', 'creditCode', 'unitCategory', ['organId', { kind: 'organ' }], ['address', { wide: true }], 'legalPerson', 'managerName', 'managerPhone', ['remark', { kind: 'textarea', wide: true }]] }],
    defaults: { unitCategory: 4 },
  },
  actions: [
    // No button id for sync in the spec: the list menu grants it (server/routes/system/society-company/sync.ts).
    {
      key: 'syncXXj', label: '同步信息系统', scope: 'toolbar', confirm: '确定从信息系统同步社会单位吗?',
      document: SyncSocietyCompaniesDocument, variables: () => ({}), successMessage: '同步完成',
    },
    { key: 'close', label: '停业', scope: 'row', allow: 'close', confirm: '确定将该单位设为停业吗?', document: UpdateSocietyCompanyStatusDocument, variables: (rows) => status(rows, 0) },
    { key: 'open', label: '恢复营业', scope: 'row', allow: 'open', confirm: '确定将该单位恢复为正常吗?', document: UpdateSocietyCompanyStatusDocument, variables: (rows) => status(rows, 1) },
    { key: 'bulkClose', label: '批量停业', scope: 'bulk', confirm: '确定将选中的单位设为停业吗?', document: UpdateSocietyCompanyStatusDocument, variables: (rows) => status(rows, 0) },
    { key: 'bulkOpen', label: '批量恢复', scope: 'bulk', confirm: '确定将选中的单位恢复为正常吗?', document: UpdateSocietyCompanyStatusDocument, variables: (rows) => status(rows, 1) },
  ],
  export: { url: '/api/societyCompany/export', fileName: '社会单位.xlsx' },
  import: { url: '/api/societyCompany/import' },
});
