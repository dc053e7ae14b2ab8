import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TRAINING_STATUS_OPTIONS } from '../../../src/constants/options';
import { ISO_DATE_PATTERN } from '../../../src/constants/patterns';
import { TIME_PATTERN, TRAINING_LIMITS } from '../../../src/constants/publicity';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One unit's attendance at a session held. */
export const AttendanceEntry = Type.Object({
  companyId: Type.String({ title: '参训单位', minLength: 1, maxLength: 64 }),
  attendees: Type.Integer({ title: '参训人数', minimum: 0, maximum: TRAINING_LIMITS.attendeesMax }),
});

/**
 * 培训任务 (8400): a fire-safety training session a brigade gives to units of the social-unit library (planned by
 * hand or from an accepted 培训 booking), held with each invited unit's attendance recorded, then closed.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    topic: text('topic').notNull(),
    trainingDate: text('training_date').notNull(),
    startTime: text('start_time').notNull(),
    place: text('place').notNull(),
    content: text('content'),
    unitIds: text('unit_ids').array().notNull().default(sql`'{}'::text[]`),
    materialIds: text('material_ids').array().notNull().default(sql`'{}'::text[]`),
    attendance: jsonb('attendance').$type<{ companyId: string; attendees: number }[]>().notNull().default([]),
    status: text('status').notNull().default('planned'),
    appointmentId: text('appointment_id'),
    cancelReason: text('cancel_reason'),
    heldAt: ts('held_at'),
    closedAt: ts('closed_at'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('training_sessions_organ_idx').on(t.organId, t.trainingDate)],
);

describeColumns(trainingSessions, {
  id: '培训ID',
  organId: '组织单位',
  topic: { title: '培训主题', minLength: 1, maxLength: 100 },
  trainingDate: { title: '培训日期', pattern: ISO_DATE_PATTERN, patternMessage: '培训日期应为YYYY-MM-DD格式的日期' },
  startTime: { title: '开始时间', pattern: TIME_PATTERN, patternMessage: '开始时间应为HH:mm格式的时间' },
  place: { title: '培训地点', minLength: 1, maxLength: 200 },
  content: { title: '培训内容', maxLength: 1000 },
  unitIds: { title: '参训单位', minItems: 1, maxItems: TRAINING_LIMITS.unitsMax },
  materialIds: { title: '培训材料', maxItems: TRAINING_LIMITS.materialsMax },
  attendance: { title: '签到情况', json: Type.Array(AttendanceEntry, { maxItems: TRAINING_LIMITS.unitsMax }) },
  status: { title: '培训状态', options: TRAINING_STATUS_OPTIONS },
  appointmentId: '来源预约',
  cancelReason: { title: '取消原因', maxLength: 500 },
  heldAt: '培训登记时间',
  closedAt: '办结时间',
  createdBy: '登记人',
  createdAt: '登记时间',
  updatedAt: '修改时间',
  version: '版本',
});
