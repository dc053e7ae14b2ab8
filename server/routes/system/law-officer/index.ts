import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { EXPORT_SIZE, pageOf } from '../../../http/paging';
import { auditTarget, changeUsers, notSelf } from '../../../services/users';
import { lawOfficerDetail, lawOfficerPage, removeLawOfficers, saveLawOfficer, type LawOfficerRow } from '../../../services/law-officers';
import { sendXlsx, type XlsxColumn } from '../../../services/xlsx';
import { screenGrants } from '../catalogue-menu';
import { FreezeOfficersInput, LawOfficerFilterSchema, LawOfficerPageInput, LawOfficerRowSchema, SaveLawOfficerInput } from './schemas';
import { idList } from '../../../http/record-fields';

/** 执法人员 has no buttons in the catalogue: the menu grants every action. */
const ZFRY_MENU = screenGrants('zfry', []).menuId;
export const LAW_OFFICER_EXPORT_FILE = '执法人员.xlsx';

type ExportRow = LawOfficerRow & { stateText: string };
const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '姓名', key: 'name', width: 12 },
  { header: '账号', key: 'account', width: 16 },
  { header: '所属单位', key: 'organName', width: 32 },
  { header: '手机号码', key: 'phone', width: 16 },
  { header: '执法证号', key: 'certificateNo', width: 18 },
  { header: '证件类型', key: 'certificateTypeName', width: 16 },
  { header: '执法资格', key: 'qualificationName', width: 10 },
  { header: '发证日期', key: 'issuedOn', width: 12 },
  { header: '有效期至', key: 'expiresOn', width: 12 },
  { header: '证件状态', key: 'certificateStateName', width: 10 },
  { header: '账号状态', key: 'stateText', width: 10 },
];

export const lawOfficerRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/tw/lawOfficer/page',
    operationId: 'lawOfficerPage',
    summary: '执法人员分页（本单位及下级；按姓名、证号、证件状态、账号状态筛选）',
    access: ZFRY_MENU,
    graphql: 'query',
    audit: false,
    body: LawOfficerPageInput,
    data: pageOf(LawOfficerRowSchema),
    handler: ({ body, db, user }) => lawOfficerPage(db, user!, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/tw/lawOfficer/detail',
    operationId: 'lawOfficerDetail',
    summary: '执法人员详情',
    access: ZFRY_MENU,
    querystring: Type.Object({ userId: Type.String({ title: '用户ID' }) }),
    data: LawOfficerRowSchema,
    handler: ({ query, db, user }) => lawOfficerDetail(db, user!, query.userId),
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/lawOfficer',
    operationId: 'saveLawOfficer',
    summary: '设置执法人员（新增时不带版本，修改证件时带读取的版本）',
    access: ZFRY_MENU,
    body: SaveLawOfficerInput,
    data: LawOfficerRowSchema,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.certificateNo;
      return saveLawOfficer(db, user!, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/lawOfficer/remove',
    operationId: 'removeLawOfficers',
    summary: '取消执法人员（账号保留）',
    access: ZFRY_MENU,
    body: Type.Object({ userIds: idList('执法人员', '用户ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.userIds.join(',');
      return { removed: await removeLawOfficers(db, user!, body.userIds) };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/user/frozen',
    operationId: 'freezeLawOfficers',
    summary: '冻结或解冻执法人员账号',
    access: ZFRY_MENU,
    body: FreezeOfficersInput,
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      for (const id of new Set(body.userIds)) await lawOfficerDetail(db, user!, id);
      const done = await changeUsers(db, user!, body.userIds, { state: body.frozen ? 'frozen' : 'active' }, body.frozen ? notSelf(user!, '冻结') : undefined);
      audit.target = auditTarget(done);
      audit.detail = body.frozen ? '冻结' : '解冻';
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/lawOfficer/export',
    operationId: 'exportLawOfficers',
    summary: '导出执法人员（.xlsx）',
    access: ZFRY_MENU,
    audit: false,
    raw: true,
    body: LawOfficerFilterSchema,
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const { records } = await lawOfficerPage(db, user!, { ...body, current: 1, size: EXPORT_SIZE });
      const rows = records.map((r) => ({ ...r, stateText: r.state === 'frozen' ? '冻结' : '正常' }));
      await sendXlsx(reply, { fileName: LAW_OFFICER_EXPORT_FILE, sheet: '执法人员', columns: EXPORT_COLUMNS, rows });
      return null;
    },
  }),
];
