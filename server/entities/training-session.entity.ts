import { Type } from '@sinclair/typebox';
import { desc, eq } from 'drizzle-orm';
import { organizations as o, trainingSessions as s } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { checkMedia, checkUnits, MediaRef, mediaOf, UnitRef, unitsOf } from '../services/training/names';
import { trainingMoves } from '../../src/shared/training-rules';

type Stored = { unitIds: string[]; materialIds: string[]; attendance: { companyId: string; attendees: number }[] };

/**
 * 培训任务 (pxrw 8400): a brigade's training sessions for units of the library. 培训登记 (attendance), 办结 and
 * 取消 are routes of their own (server/routes/training); the row's actions come from the pure rules.
 */
export const trainingSession = defineEntity({
  name: 'trainingSession',
  title: '培训任务',
  route: 'pxrw',
  table: s,
  idPrefix: 'tr-',
  select: {
    id: s.id,
    organId: s.organId,
    organName: { column: o.name, title: '组织单位' },
    topic: s.topic,
    trainingDate: s.trainingDate,
    startTime: s.startTime,
    place: s.place,
    content: s.content,
    unitIds: s.unitIds,
    units: { load: (rows: Stored[], db) => unitsOf(db, rows.map((r) => r.unitIds)), schema: Type.Array(UnitRef, { title: '参训单位' }) },
    unitsText: { derive: (row: Stored & { units: { name: string }[] }) => row.units.map((u) => u.name).join('、'), schema: Type.String({ title: '参训单位' }) },
    materialIds: s.materialIds,
    materials: { load: (rows: Stored[], db) => mediaOf(db, rows.map((r) => r.materialIds)), schema: Type.Array(MediaRef, { title: '培训材料' }) },
    attendance: s.attendance,
    attendeeTotal: { derive: (row: Stored) => row.attendance.reduce((n, a) => n + a.attendees, 0), schema: Type.Integer({ title: '参训人数' }) },
    status: s.status,
    statusText: optionText(s.status),
    appointmentId: s.appointmentId,
    cancelReason: s.cancelReason,
    heldAt: s.heldAt,
    closedAt: s.closedAt,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    version: s.version,
  },
  join: (q) => q.leftJoin(o, eq(o.id, s.organId)),
  input: ['topic', 'trainingDate', 'startTime', 'place', 'content', 'unitIds', 'materialIds'],
  fill: (user) => ({ createdBy: user.userId, organId: user.unitId, status: 'planned' }),
  scope: s.organId,
  outOfScope: '只能查看本单位及下级单位的培训任务',
  filters: {
    topic: contains('topic', [s.topic, s.place], '培训主题'),
    status: equals('status', s.status),
    organ: organ(s.organId, '组织单位'),
  },
  order: [desc(s.trainingDate), desc(s.id)],
  paths: {
    page: { url: '/training/page', summary: '培训任务分页（本单位及下级；按主题/地点、状态、组织单位筛选）' },
    detail: { url: '/training/detail', summary: '培训任务详情（参训单位、签到情况、培训材料）' },
    add: { url: '/training/add', summary: '新增培训任务（待培训）' },
    update: { url: '/training/update', summary: '修改培训任务（培训前；带读取的版本）' },
    remove: { url: '/training/delete', summary: '删除培训任务（仅待培训的，可批量）' },
  },
  buttons: { add: 'new', update: 'edit', remove: 'delete' },
  label: (values) => values.topic as string | undefined,
  hooks: {
    /** Invited units are live units of the library; materials are uploaded files. */
    async values(values, { db }) {
      if (values.unitIds) await checkUnits(db, values.unitIds as string[]);
      if (values.materialIds) await checkMedia(db, values.materialIds as string[], '培训材料');
      return values;
    },
    check(_values, { current }) {
      if (current && current.status !== 'planned') throw badRequest('已培训或已取消的培训任务不能修改');
    },
    beforeRemove(rows) {
      if (rows.some((row) => row.status !== 'planned')) throw badRequest('只能删除待培训的培训任务');
    },
  },
  allows: (row, _user, holds) => {
    const moves = trainingMoves(row.status);
    return { edit: moves.includes('edit'), delete: moves.includes('edit'), hold: moves.includes('hold') && holds('hold'), close: moves.includes('close') && holds('close'), cancel: moves.includes('cancel') && holds('cancel') };
  },
});

export type TrainingSessionRow = EntityRow<typeof trainingSession>;
