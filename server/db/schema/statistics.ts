import { boolean, doublePrecision, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Fact tables the statistics views (/tjfx 10000) and wall screens aggregate. Each row carries the
 * organisation it belongs to (`organ_id`, filtered with organ range 0/1) and the moment it is dated by.
 */

/** Supervision tasks with their check record (one row per task; the result and cause once checked). */
export const inspectionTasks = pgTable(
  'inspection_tasks',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    /** The inspector who carries it out. */
    userId: text('user_id').notNull(),
    companyId: text('company_id'),
    /** plan 日常监督检查, random 双随机抽查, complaint 投诉举报核查, reinspection 复查, event 大型活动, industry 行业部门转办. */
    source: text('source', { enum: ['plan', 'random', 'complaint', 'reinspection', 'event', 'industry'] }).notNull(),
    /** pending 待检查, done 已检查, overdue 逾期未检查. */
    status: text('status', { enum: ['pending', 'done', 'overdue'] }).notNull(),
    /** qualified 合格, unqualified 不合格; null until checked. */
    result: text('result', { enum: ['qualified', 'unqualified'] }),
    /** Case cause (case_causes.id) of an unqualified check. */
    causeId: text('cause_id'),
    hazards: integer('hazards').notNull().default(0),
    /** The upper organisation that issued the task (下发统计 10340); null when the unit planned it itself. */
    issuedByOrganId: text('issued_by_organ_id'),
    /** The industry department that handed it over (source industry, 10420). */
    departmentId: text('department_id'),
    createdAt: ts('created_at').notNull(),
    checkedAt: ts('checked_at'),
  },
  (t) => [
    index('inspection_tasks_organ_created_idx').on(t.organId, t.createdAt),
    index('inspection_tasks_created_idx').on(t.createdAt),
    index('inspection_tasks_user_idx').on(t.userId, t.createdAt),
    /** The partial-day edges of a period counted by 检查时间 (the summaries hold the whole days). */
    index('inspection_tasks_checked_idx').on(t.checkedAt),
  ],
);

/** Administrative penalties and compulsory measures decided after a check. */
export const penalties = pgTable(
  'penalties',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id'),
    organId: text('organ_id').notNull(),
    companyId: text('company_id'),
    /** fine 罚款, warning 警告, suspend 责令停产停业, seal 临时查封, detain 拘留. */
    kind: text('kind', { enum: ['fine', 'warning', 'suspend', 'seal', 'detain'] }).notNull(),
    /** A compulsory measure (临时查封 and the like) rather than a penalty. */
    compulsory: boolean('compulsory').notNull().default(false),
    amount: doublePrecision('amount').notNull().default(0),
    causeId: text('cause_id'),
    decidedAt: ts('decided_at').notNull(),
  },
  (t) => [index('penalties_organ_decided_idx').on(t.organId, t.decidedAt)],
);

/** Complaints and reports from the public, with where they point (WGS84). */
export const complaints = pgTable(
  'complaints',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    kind: text('kind', { enum: ['complaint', 'report'] }).notNull(),
    /** app, wechat 公众号, offline 线下, other. */
    channel: text('channel', { enum: ['app', 'wechat', 'offline', 'other'] }).notNull(),
    /** major 重大 (red), larger 较大 (yellow), general 一般 (blue), low 低 (green). */
    risk: text('risk', { enum: ['major', 'larger', 'general', 'low'] }).notNull(),
    /** accepted 已受理, checked 已核查, rechecked 已复查, unaccepted 不予受理. */
    status: text('status', { enum: ['accepted', 'checked', 'rechecked', 'unaccepted'] }).notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    address: text('address').notNull(),
    content: text('content').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [index('complaints_organ_received_idx').on(t.organId, t.receivedAt), index('complaints_received_idx').on(t.receivedAt)],
);

/** Good/bad reviews of a service by the served party (服务好差评). */
export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    userId: text('user_id'),
    /** The business reviewed (busi type code, e.g. xfjdjc, fcys, tsjb). */
    service: text('service').notNull(),
    /** 1–5; 4 and 5 count as good, 1 and 2 as bad. */
    score: smallint('score').notNull(),
    /** Problem category of a bad review (问题统计 10220). */
    problem: text('problem'),
    channel: text('channel', { enum: ['app', 'wechat', 'offline', 'other'] }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('service_reviews_organ_created_idx').on(t.organId, t.createdAt)],
);

/** Public services: appointments, training, publicity, consultations (公共服务统计 10500). */
export const publicServices = pgTable(
  'public_services',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    kind: text('kind', { enum: ['appointment', 'training', 'publicity', 'consultation'] }).notNull(),
    channel: text('channel', { enum: ['app', 'wechat', 'offline', 'other'] }).notNull(),
    title: text('title').notNull(),
    participants: integer('participants').notNull().default(1),
    occurredAt: ts('occurred_at').notNull(),
  },
  (t) => [index('public_services_organ_occurred_idx').on(t.organId, t.occurredAt)],
);

/** Registered fire volunteers by area (区域志愿者人数统计 10800). */
export const volunteers = pgTable(
  'volunteers',
  {
    id: text('id').primaryKey(),
    areaId: text('area_id').notNull(),
    organId: text('organ_id').notNull(),
    name: text('name').notNull(),
    gender: smallint('gender').notNull(),
    joinedAt: ts('joined_at').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('volunteers_area_idx').on(t.areaId)],
);

/** Fire-station enforcement and safety checks with the hazards they found (消防站统计 10900). */
export const fireStationChecks = pgTable(
  'fire_station_checks',
  {
    id: text('id').primaryKey(),
    /** The station (organisation of level 4). */
    organId: text('organ_id').notNull(),
    companyId: text('company_id'),
    /** enforcement 执法检查, safety 安全检查. */
    kind: text('kind', { enum: ['enforcement', 'safety'] }).notNull(),
    hazardsFound: integer('hazards_found').notNull().default(0),
    hazardsRectified: integer('hazards_rectified').notNull().default(0),
    majorHazards: integer('major_hazards').notNull().default(0),
    checkedAt: ts('checked_at').notNull(),
  },
  (t) => [index('fire_station_checks_organ_checked_idx').on(t.organId, t.checkedAt)],
);

/** Work orders handed to industry departments (行业部门工单统计 10410). */
export const industryOrders = pgTable(
  'industry_orders',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    departmentId: text('department_id').notNull(),
    title: text('title').notNull(),
    /** issued 已下发, accepted 已签收, done 已办结, overdue 超期. */
    status: text('status', { enum: ['issued', 'accepted', 'done', 'overdue'] }).notNull(),
    issuedAt: ts('issued_at').notNull(),
    doneAt: ts('done_at'),
  },
  (t) => [index('industry_orders_organ_issued_idx').on(t.organId, t.issuedAt)],
);

/** Credit ratings given to social units under credit supervision (信用监管统计 10330). */
export const creditRecords = pgTable(
  'credit_records',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    companyId: text('company_id').notNull(),
    /** A 守信, B 基本守信, C 失信, D 严重失信. */
    level: text('level', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    reason: text('reason'),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [index('credit_records_organ_recorded_idx').on(t.organId, t.recordedAt)],
);

/** Fires (火灾查询) and the hazards listed for supervision (挂牌督办, listed = true). */
export const fireIncidents = pgTable(
  'fire_incidents',
  {
    id: text('id').primaryKey(),
    organId: text('organ_id').notNull(),
    areaId: text('area_id'),
    companyId: text('company_id'),
    address: text('address').notNull(),
    cause: text('cause').notNull(),
    loss: doublePrecision('loss').notNull().default(0),
    casualties: integer('casualties').notNull().default(0),
    /** Listed for supervision (挂牌督办) with its level and whether it is lifted. */
    listed: boolean('listed').notNull().default(false),
    listLevel: text('list_level', { enum: ['province', 'city', 'district'] }),
    listLifted: boolean('list_lifted').notNull().default(false),
    occurredAt: ts('occurred_at').notNull(),
  },
  (t) => [index('fire_incidents_organ_occurred_idx').on(t.organId, t.occurredAt)],
);
