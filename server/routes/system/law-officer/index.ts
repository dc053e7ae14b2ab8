import { Type } from '@sinclair/typebox';
import { lawOfficers } from '../../../db/schema';
import { inputColumnSchema } from '../../../entity/column-schemas';
import { lawOfficer } from '../../../entities/law-officer.entity';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { idList, VersionField } from '../../../http/record-fields';
import { auditTarget, changeUsers, notSelf } from '../../../services/users';
import { removeLawOfficers, saveLawOfficer, type LawOfficerSave } from '../../../services/law-officers';

/** 执法人员 has no buttons in the catalogue: the menu grants every action. */
const access = lawOfficer.writeGrants.menuId;
const certificate = (name: 'certificateNo' | 'certificateType' | 'qualification' | 'issuedOn' | 'expiresOn') => inputColumnSchema(lawOfficers[name]).schema;
const UserIds = Type.Object({ userIds: idList('执法人员', '用户ID') });

/** What 执法人员 has beyond the standard operations of its entity (server/entities/law-officer.entity.ts). */
export const lawOfficerRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/tw/lawOfficer',
    operationId: 'saveLawOfficer',
    summary: '设置执法人员（新增时不带版本，修改证件时带读取的版本）',
    access,
    body: Type.Object({
      userId: Type.String({ title: '用户', minLength: 1 }),
      certificateNo: certificate('certificateNo'),
      certificateType: certificate('certificateType'),
      qualification: certificate('qualification'),
      issuedOn: certificate('issuedOn'),
      expiresOn: certificate('expiresOn'),
      version: Type.Optional(VersionField),
    }),
    data: lawOfficer.row,
    handler: async ({ body, db, user, audit }) => {
      const input = body as LawOfficerSave;
      audit.target = input.certificateNo;
      return saveLawOfficer(db, user!, input);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/tw/lawOfficer/remove',
    operationId: 'removeLawOfficers',
    summary: '取消执法人员（账号保留）',
    access,
    body: UserIds,
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
    access,
    body: Type.Object({ userIds: UserIds.properties.userIds, frozen: Type.Boolean({ title: '冻结' }) }),
    data: Type.Null(),
    handler: async ({ body, db, user, audit }) => {
      for (const id of new Set(body.userIds)) await lawOfficer.ops.detail(db, user!, id);
      const done = await changeUsers(db, user!, body.userIds, { state: body.frozen ? 'frozen' : 'active' }, body.frozen ? notSelf(user!, '冻结') : undefined);
      audit.target = auditTarget(done);
      audit.detail = body.frozen ? '冻结' : '解冻';
      return null;
    },
  }),
];
