import { Type } from '@sinclair/typebox';
import { COMPANY_LABEL_TREE } from '../../../../src/constants/company-labels';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { idList } from '../../../http/record-fields';
import { updateCompanyStatus } from '../../../services/society-companies';
import { SHDW_MENU } from './grants';
import { companySyncRoutes } from './sync';
import { companyTransferRoutes } from './transfer';

const LabelLeaf = Type.Object({ code: Type.String({ title: '标签编码' }), name: Type.String({ title: '标签名称' }) });
const LabelGroup = Type.Object({ code: Type.String({ title: '标签编码' }), name: Type.String({ title: '标签名称' }), children: Type.Array(LabelLeaf) });

/** What 社会单位 has beyond the standard operations of its entity (server/entities/society-company.entity.ts). */
export const societyCompanyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/societyCompany/getLabelTree',
    operationId: 'societyCompanyLabelTree',
    summary: '社会单位标签树',
    access: SHDW_MENU,
    audit: false,
    data: Type.Array(LabelGroup),
    handler: () => COMPANY_LABEL_TREE.map((g) => ({ code: g.code, name: g.name, children: (g.children ?? []).map(({ code, name }) => ({ code, name })) })),
  }),
  defineRoute({
    method: 'POST',
    url: '/societyCompany/updateStatusBatch',
    operationId: 'updateSocietyCompanyStatus',
    summary: '批量修改社会单位状态（1 正常，0 停业）',
    access: SHDW_MENU,
    body: Type.Object({ ids: idList('社会单位', '单位ID'), status: Type.Integer({ title: '单位状态', minimum: 0, maximum: 1 }) }),
    data: Type.Object({ changed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      return { changed: await updateCompanyStatus(db, user!, body.ids, body.status) };
    },
  }),
  ...companyTransferRoutes,
  ...companySyncRoutes,
];
