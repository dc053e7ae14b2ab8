import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ROUTINE_CHECK_KIND_OPTIONS, WORK_ORDER_RESULT_OPTIONS } from '../../../src/constants/options';
import { ISO_DATE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Routine checks (日常, /xtgl 5120, 5230, 5520): a partner's own check of a small place (unit category 2)
 * with its finding and work report, no order behind it. `organId` is the unit that filed it (a committee
 * department's: the unit whose committee it sits on) and the scope column: superiors see and count it.
 */
export const routineChecks = pgTable(
  'routine_checks',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    organId: text('organ_id').notNull(),
    /** The committee department that checked (消安委, 行业部门); null for a street's own check. */
    departmentId: text('department_id'),
    companyId: text('company_id').notNull(),
    checkDate: text('check_date').notNull(),
    checkResult: text('check_result').notNull(),
    hazardCount: integer('hazard_count').notNull().default(0),
    report: text('report').notNull(),
    checkerId: text('checker_id').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('routine_checks_organ_idx').on(t.organId, t.kind), index('routine_checks_company_idx').on(t.companyId)],
);

describeColumns(routineChecks, {
  id: '检查记录ID',
  kind: { title: '检查类型', options: ROUTINE_CHECK_KIND_OPTIONS },
  organId: '登记单位',
  departmentId: { title: '检查部门', maxLength: 64 },
  companyId: { title: '检查场所', maxLength: 64 },
  checkDate: { title: '检查日期', pattern: ISO_DATE_PATTERN, patternMessage: '检查日期应为YYYY-MM-DD格式的日期' },
  checkResult: { title: '检查结果', options: WORK_ORDER_RESULT_OPTIONS },
  hazardCount: { title: '发现隐患数', minimum: 0, maximum: 999 },
  report: { title: '工作报告', maxLength: 2000 },
  checkerId: '检查人',
  createdAt: '登记时间',
  updatedAt: '更新时间',
  version: '版本',
});
