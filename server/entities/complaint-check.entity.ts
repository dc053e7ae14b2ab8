import { desc, inArray } from 'drizzle-orm';
import { complaintReports as c } from '../db/schema';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import type { FilterSpec } from '../entity/filters';
import { complaintAllows, complaintJoin, complaintSelect } from '../services/complaints/select';
import { afterDirectEntry } from '../services/complaints/direct-entry';
import { COMPLAINT_INPUT, complaintFilters } from './complaint.entity';

/** 举报投诉核查 lists complaints from forwarding on: what a brigade verifies and what it verified. */
const VERIFICATION_STAGE = ['forwarded', 'verifying', 'verified', 'replied', 'closed'];
const atVerification: FilterSpec = { fields: {}, where: () => inArray(c.status, VERIFICATION_STAGE) };

/**
 * 举报投诉核查 (jbtshc 1050): the complaints a brigade verifies. 新建核查 enters a complaint directly (received
 * by the brigade itself: already forwarded to it, due in working days); 发送核查 (an inspection task with source
 * 'complaint') and 核查记录 are routes of their own (server/routes/complaints).
 */
export const complaintCheck = defineEntity({
  name: 'complaintCheck',
  title: '举报投诉核查',
  route: 'jbtshc',
  table: c,
  idPrefix: 'ts-',
  select: complaintSelect,
  join: complaintJoin,
  input: COMPLAINT_INPUT,
  fill: (user, now) => ({ createdBy: user.userId, organId: user.unitId, registeredOrganId: user.unitId, status: 'forwarded', receivedAt: now, handledBy: user.userId, handledAt: now }),
  scope: c.organId,
  outOfScope: '只能查看本单位及下级单位的投诉举报',
  filters: { ...complaintFilters, stage: atVerification },
  order: [desc(c.receivedAt), desc(c.id)],
  paths: {
    page: { url: '/reportcomplaint/getComplaintsReport', summary: '举报投诉核查分页（已转办的投诉举报，本单位及下级）' },
    detail: { url: '/reportcomplaint/getById', summary: '举报投诉核查详情' },
    add: { url: '/reportcomplaint/add', summary: '新建核查：直接登记本单位受理的投诉举报（即转本单位核查，按工作日计算核查期限）' },
  },
  label: (values) => values.placeName as string | undefined,
  hooks: {
    /** The due date and the statistics fact belong to the entry, in its transaction. */
    async afterWrite(key, { db }) {
      await afterDirectEntry(db, key);
    },
  },
  allows: (row, user) => complaintAllows(row, user),
});

export type ComplaintCheckRow = EntityRow<typeof complaintCheck>;
