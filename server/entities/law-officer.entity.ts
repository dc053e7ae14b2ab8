import { Type } from '@sinclair/typebox';
import { and, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { LAW_CERTIFICATE_STATE_OPTIONS, optionLabel } from '../../src/constants/options';
import { lawOfficers as lo, organizations, users } from '../db/schema';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ, type FilterSpec } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { certificateDays, certificateStateOf } from '../services/law-certificates';

const CertificateState = Type.Union(LAW_CERTIFICATE_STATE_OPTIONS.map((o) => Type.Literal(o.value)), { title: '证件状态' });

/** By the certificate's state on today's China calendar day. */
const certificateState: FilterSpec = {
  fields: { certificateState: Type.Optional(CertificateState) },
  where: ({ certificateState: wanted }) => {
    if (!wanted) return undefined;
    const { today, warnUntil } = certificateDays();
    if (wanted === 'expired') return lt(lo.expiresOn, today);
    return wanted === 'expiring' ? and(gte(lo.expiresOn, today), lte(lo.expiresOn, warnUntil)) : gt(lo.expiresOn, warnUntil);
  },
};

/**
 * 执法人员 (zfry 11330): users holding the enforcement flag (a live law_officers row) and their certificates,
 * within the caller's organisation. The catalogue gives the screen no buttons: the menu grants every action.
 * Making a user an officer, removing the flag and freezing are the entity's own routes (server/routes/system/law-officer).
 */
export const lawOfficer = defineEntity({
  name: 'lawOfficer',
  title: '执法人员',
  route: 'zfry',
  table: users,
  idPrefix: 'u-',
  key: 'userId',
  select: {
    userId: users.id,
    account: users.account,
    name: users.name,
    organId: { column: users.organId, title: '所属单位ID' },
    organName: { sql: sql<string>`coalesce(${organizations.name}, '')`, schema: Type.String({ title: '所属单位' }) },
    phone: users.phone,
    state: { column: users.state, title: '账号状态' },
    certificateNo: lo.certificateNo,
    certificateType: lo.certificateType,
    certificateTypeName: optionText(lo.certificateType),
    qualification: lo.qualification,
    qualificationName: optionText(lo.qualification),
    issuedOn: lo.issuedOn,
    expiresOn: lo.expiresOn,
    certificateState: { derive: (row: { expiresOn: string }) => certificateStateOf(row.expiresOn), schema: CertificateState },
    certificateStateName: { derive: (row: { expiresOn: string }) => optionLabel(LAW_CERTIFICATE_STATE_OPTIONS, certificateStateOf(row.expiresOn)), schema: Type.String({ title: '证件状态' }) },
    updatedAt: lo.updatedAt,
    version: lo.version,
  },
  join: (q) => q.innerJoin(lo, and(eq(lo.userId, users.id), eq(lo.deleted, false))).leftJoin(organizations, eq(organizations.id, users.organId)),
  filters: {
    userName: contains('userName', [users.name, users.account], '姓名'),
    certificateNo: contains('certificateNo', [lo.certificateNo]),
    organ: organ(users.organId),
    state: equals('state', users.state, '账号状态'),
    certificateState,
  },
  scope: users.organId,
  outOfScope: '只能查看本单位及下级单位的执法人员',
  order: [desc(lo.updatedAt), desc(lo.userId)],
  paths: {
    page: { url: '/tw/lawOfficer/page', summary: '执法人员分页（本单位及下级；按姓名、证号、证件状态、账号状态筛选）' },
    detail: '/tw/lawOfficer/detail',
    export: { url: '/tw/lawOfficer/export', summary: '导出执法人员（.xlsx）' },
  },
  export: {
    sheet: '执法人员',
    columns: ['name', 'account', 'organName', 'phone', 'certificateNo', 'certificateTypeName', 'qualificationName', 'issuedOn', 'expiresOn', 'certificateStateName', 'state'],
  },
  /** A frozen account is unfrozen, an active one frozen or called into a video room. */
  allows: (row) => ({ freeze: row.state === 'active', unfreeze: row.state === 'frozen', video: row.state === 'active' }),
});

export type LawOfficerRow = EntityRow<typeof lawOfficer>;
