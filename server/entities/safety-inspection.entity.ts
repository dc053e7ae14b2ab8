import { Type } from '@sinclair/typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { organizations as o, safetyInspections as s, securityCheckPermits as p, societyCompanies } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { workingDeadline } from '../services/working-days';
import { COMMITMENT_VERIFY_WORKING_DAYS, STANDARD_INSPECT_WORKING_DAYS } from '../../src/constants/safety-inspection';
import { COMMITMENT, safetyActions } from '../../src/shared/safety-inspection-rules';

const task = (column: string) => sql<string | null>`(select ${sql.raw(column)} from supervision_tasks st where st.id = ${s.taskId})`;
const nullableText = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });

/** The credit record a false commitment leaves, keyed by the application (server/services/safety-inspection/credit.ts). */
export const creditRecordIdOf = (applicationId: string) => `credit-aqjc-${applicationId}`;

/**
 * 安全检查 (aqjc 2999): applications of public gathering places to open, of the brigade and below. 受理登记
 * is the add (its own route: a commitment is permitted on the spot); 下发检查任务 and 办结 are routes of their
 * own (server/routes/safety-inspection); the check record is the inspection task's.
 */
export const safetyInspection = defineEntity({
  name: 'safetyInspection',
  title: '安全检查申请',
  route: 'aqjcRoot',
  table: s,
  idPrefix: 'sa-',
  select: {
    id: s.id,
    organId: s.organId,
    organName: { column: o.name, title: '受理单位' },
    notifyStatus: s.notifyStatus,
    notifyStatusText: optionText(s.notifyStatus),
    companyId: s.companyId,
    unitName: s.unitName,
    placeName: s.placeName,
    placeKind: s.placeKind,
    placeKindText: optionText(s.placeKind),
    address: s.address,
    area: s.area,
    applicant: s.applicant,
    phone: s.phone,
    materials: s.materials,
    status: s.status,
    statusText: optionText(s.status),
    dueDate: s.dueDate,
    taskId: s.taskId,
    taskStatus: { sql: task('status'), schema: nullableText('任务状态') },
    checkResult: { sql: task('check_result'), schema: nullableText('检查结果') },
    checkDate: { sql: task('check_date'), schema: nullableText('检查日期') },
    taskAgentId: { sql: task('agent_id'), schema: nullableText('主办人') },
    taskAssistantId: { sql: task('assistant_handler_id'), schema: nullableText('协办人') },
    permitId: s.permitId,
    permitNumber: { column: p.documentNumber, title: '许可文号' },
    permitWritId: { column: p.writId, title: '许可文书' },
    permitStatus: { column: p.status, title: '许可状态' },
    revokeReason: { column: p.revokeReason, title: '撤销原因' },
    refusalWritId: s.refusalWritId,
    refusalNumber: s.refusalNumber,
    creditRecord: { sql: sql<string | null>`(select reason from credit_records cr where cr.id = 'credit-aqjc-' || ${s.id})`, schema: nullableText('信用记录') },
    createdBy: s.createdBy,
    creatorName: { sql: sql<string | null>`(select name from users u where u.id = ${s.createdBy})`, schema: nullableText('受理人') },
    concludedAt: s.concludedAt,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    version: s.version,
  },
  join: (q) => q.leftJoin(o, eq(o.id, s.organId)).leftJoin(p, eq(p.id, s.permitId)),
  input: ['notifyStatus', 'companyId', 'placeName', 'placeKind', 'address', 'area', 'applicant', 'phone', 'materials'],
  fill: (user) => ({ createdBy: user.userId, organId: user.unitId }),
  scope: s.organId,
  outOfScope: '只能查看本单位及下级单位受理的安全检查申请',
  filters: {
    keyword: contains('keyword', [s.unitName, s.placeName, s.applicant], '单位或场所名称'),
    notifyStatus: equals('notifyStatus', s.notifyStatus),
    status: equals('status', s.status),
    placeKind: equals('placeKind', s.placeKind),
    organ: organ(s.organId, '受理单位'),
  },
  order: [desc(s.createdAt), desc(s.id)],
  paths: {
    page: { url: '/aqjc/application/page', summary: '安全检查申请分页（本单位及下级；按单位/场所名称、受理方式、办理状态、场所类型、受理单位筛选）' },
    detail: { url: '/aqjc/application/detail', method: 'GET', summary: '安全检查申请详情（含检查任务、检查结果、许可与不予许可文号、信用记录）' },
    add: { url: '/aqjc/application/add', summary: '受理登记（承诺制当场许可并出具意见书；非承诺制10个工作日内检查）' },
    export: { url: '/aqjc/application/export', summary: '导出安全检查申请（.xlsx，当前筛选条件）' },
  },
  ownRoutes: ['add'],
  buttons: { add: 'register', detail: 'view' },
  export: {
    fileName: '安全检查申请.xlsx',
    sheet: '安全检查申请',
    columns: ['unitName', 'placeName', 'notifyStatus', 'placeKind', 'address', 'applicant', 'phone', 'status', 'dueDate', 'permitNumber', 'refusalNumber', 'organName', 'createdAt'],
  },
  label: (values) => values.placeName as string | undefined,
  hooks: {
    /** The unit's name comes from the social-unit library; the state and its working-day deadline from the kind. */
    async values(values, { db, now }) {
      const [company] = await db
        .select({ name: societyCompanies.name })
        .from(societyCompanies)
        .where(and(eq(societyCompanies.id, values.companyId ?? ''), eq(societyCompanies.deleted, false)));
      if (!company) throw badRequest('申请单位不存在或已被删除');
      const commitment = values.notifyStatus === COMMITMENT;
      const dueDate = await workingDeadline(db, now, commitment ? COMMITMENT_VERIFY_WORKING_DAYS : STANDARD_INSPECT_WORKING_DAYS);
      const materials = (values.materials ?? []).map((m) => m.trim()).filter(Boolean);
      if (!materials.length) throw badRequest('申请材料不能为空');
      return { ...values, materials, unitName: company.name, status: commitment ? 'permitted' : 'accepted', dueDate };
    },
  },
  allows: (row, user, holds) => safetyActions(row, user.userId, holds),
});

export type SafetyInspectionRow = EntityRow<typeof safetyInspection>;
