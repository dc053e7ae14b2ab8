import { and, desc, eq } from 'drizzle-orm';
import { chinaDateOf } from '../../src/shared/working-days';
import { committeeDepartments as dept, organizations, routineChecks as r, societyCompanies, users } from '../db/schema';
import { badRequest, forbidden } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { betweenDays, contains, equals } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { departmentsFor, isSmallPlace } from '../services/routine-checks/choices';
import { writeRoutineCheckFacts } from '../services/routine-checks/facts';
import type { RoutineCheckKind } from '../services/routine-checks/kinds';

/** A street's routine checks are filed by the street or one of its communities (the lowest tier of the tree). */
const PARTNER_LEVEL = 6;

/**
 * 日常 of one kind (消安委 5120, 行业部门 5230, 街道 5520): a partner's own check of a small place and its work
 * report. One table; each kind a screen of its own (its menu guards it). Only the filing unit edits it; its
 * superiors and the fire-rescue service above it see it (scope by the filing unit).
 */
function routineCheckEntity<K extends RoutineCheckKind>(kind: K, name: string, route: string, noun: string, pageUrl: string) {
  const byDepartment = kind !== 'street';
  return defineEntity({
    name,
    title: noun,
    route,
    table: r,
    idPrefix: 'rc-',
    select: {
      id: r.id,
      kind: r.kind,
      organId: r.organId,
      organName: { column: organizations.name, title: '登记单位' },
      departmentId: r.departmentId,
      departmentName: { column: dept.name, title: '检查部门' },
      companyId: r.companyId,
      companyName: { column: societyCompanies.name, title: '检查场所' },
      companyAddress: { column: societyCompanies.address, title: '场所地址' },
      checkDate: r.checkDate,
      checkResult: r.checkResult,
      checkResultText: optionText(r.checkResult),
      hazardCount: r.hazardCount,
      report: r.report,
      checkerName: { column: users.name, title: '检查人' },
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      version: r.version,
    },
    join: (q) =>
      q
        .leftJoin(organizations, eq(organizations.id, r.organId))
        .leftJoin(dept, eq(dept.id, r.departmentId))
        .leftJoin(societyCompanies, eq(societyCompanies.id, r.companyId))
        .leftJoin(users, eq(users.id, r.checkerId)),
    input: ['departmentId', 'companyId', 'checkDate', 'checkResult', 'hazardCount', 'report'],
    addOnly: ['departmentId', 'companyId'],
    fixed: { kind },
    fill: (user) => ({ checkerId: user.userId }),
    scope: r.organId,
    outOfScope: '只能查看本单位及下级单位的日常检查',
    filters: {
      keyword: contains('keyword', [societyCompanies.name, r.report], '检查场所'),
      checkResult: equals('checkResult', r.checkResult),
      checkDate: betweenDays(r.checkDate, ['checkDateFrom', 'checkDateTo']),
    },
    order: [desc(r.checkDate), desc(r.createdAt), desc(r.id)],
    paths: {
      page: { url: pageUrl, summary: `${noun}分页（本单位及下级单位登记的）` },
      detail: { url: `/tw/checkRecord/${kind}/detail`, summary: `${noun}详情` },
      add: { url: `/tw/checkRecord/${kind}/createCheckRecordForDaily`, summary: `登记${noun}（九小场所的检查结果、发现隐患数和工作报告）` },
      update: { url: `/tw/workReport/${kind}/createReportForDaily`, summary: `修改${noun}的检查结果和工作报告（登记单位）` },
    },
    buttons: { detail: 'view', add: 'new', update: 'edit' },
    label: (values) => values.report as string | undefined,
    hooks: {
      async values(values, { db, user, current, now }) {
        if (values.checkDate && values.checkDate > chinaDateOf(now)) throw badRequest('检查日期不能晚于今天');
        if (current) {
          if (current.organId !== user.unitId) throw forbidden('只能修改本单位登记的日常检查');
          return { ...values, hazardCount: values.hazardCount ?? 0 };
        }
        if (!values.companyId || !(await isSmallPlace(db, values.companyId))) throw badRequest('检查场所不存在或不是九小场所');
        const filled = { ...values, hazardCount: values.hazardCount ?? 0 };
        if (!byDepartment) {
          const [unit] = await db.select({ level: organizations.level }).from(organizations).where(and(eq(organizations.id, user.unitId), eq(organizations.deleted, false)));
          if (unit?.level !== PARTNER_LEVEL) throw forbidden('只有街道（社区）可以登记街道日常检查');
          return { ...filled, organId: user.unitId, departmentId: null };
        }
        if (!values.departmentId) throw badRequest('检查部门不能为空');
        const [department] = await departmentsFor(db, user, kind as 'committee' | 'industry', [values.departmentId]);
        if (!department) throw badRequest('检查部门不存在或不在本单位辖区内');
        return { ...filled, organId: department.organId };
      },
      /** A department's check counts in 行业部门统计 (10420) in the same transaction. */
      async afterWrite(key, { db }) {
        await writeRoutineCheckFacts(db, key);
      },
    },
    allows: (row, user) => ({ edit: row.organId === user.unitId ? undefined : false }),
  });
}

export const committeeRoutineCheck = routineCheckEntity('committee', 'committeeRoutineCheck', 'xawhRc', '消安委日常检查', '/tw/checkRecord/queryDailyPageForAnwei');
export const industryRoutineCheck = routineCheckEntity('industry', 'industryRoutineCheck', 'hybmRc', '行业部门日常检查', '/tw/checkRecord/queryDailyPageForHangye');
export const streetRoutineCheck = routineCheckEntity('street', 'streetRoutineCheck', 'jdxfjcRc', '街道日常检查', '/tw/checkRecord/queryDailyPageForJieDao');

export const ROUTINE_CHECK_ENTITIES = { committee: committeeRoutineCheck, industry: industryRoutineCheck, street: streetRoutineCheck } as const;

export type RoutineCheckRow = EntityRow<typeof streetRoutineCheck>;
