import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { pageOf } from '../../../http/paging';
import { COMPANY_LABEL_TREE } from '../../../../src/constants/company-labels';
import { addCompany, companyDetail, companyPage, updateCompany, updateCompanyStatus } from '../../../services/society-companies';
import { SHDW_MENU } from './grants';
import { AddCompanyInput, CompanyPageInput, CompanyRowSchema, CompanyStatusInput, LabelGroup, UpdateCompanyInput } from './schemas';
import { companySyncRoutes } from './sync';
import { companyTransferRoutes } from './transfer';

export const societyCompanyRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/societyCompany/queryAllCompany',
    operationId: 'societyCompanyPage',
    summary: '社会单位分页（监管单位为本单位及下级；按名称、信用代码、类别、状态、标签筛选）',
    access: SHDW_MENU,
    graphql: 'query',
    audit: false,
    body: CompanyPageInput,
    data: pageOf(CompanyRowSchema),
    handler: ({ body, db, user }) => companyPage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/societyCompany/detail',
    operationId: 'societyCompanyDetail',
    summary: '社会单位详情',
    access: SHDW_MENU,
    querystring: Type.Object({ id: Type.String({ title: '单位ID' }) }),
    data: CompanyRowSchema,
    handler: ({ query, db, user }) => companyDetail(db, user!, query.id),
  }),
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
    url: '/societyCompany',
    operationId: 'addSocietyCompany',
    summary: '新增社会单位',
    access: SHDW_MENU,
    body: AddCompanyInput,
    data: CompanyRowSchema,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return addCompany(db, user!, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/societyCompany',
    operationId: 'updateSocietyCompany',
    summary: '修改社会单位',
    access: SHDW_MENU,
    body: UpdateCompanyInput,
    data: CompanyRowSchema,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.name;
      return updateCompany(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/societyCompany/updateStatusBatch',
    operationId: 'updateSocietyCompanyStatus',
    summary: '批量修改社会单位状态（1 正常，0 停业）',
    access: SHDW_MENU,
    body: CompanyStatusInput,
    data: Type.Object({ changed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      return { changed: await updateCompanyStatus(db, user!, body.ids, body.status) };
    },
  }),
  ...companyTransferRoutes,
  ...companySyncRoutes,
];
