import { desc } from 'drizzle-orm';
import { complaintReports as c } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { between, contains, equals, organ } from '../entity/filters';
import { complaintAllows, complaintJoin, complaintSelect } from '../services/complaints/select';
import { MOVE_REFUSED } from '../../src/shared/complaint-rules';

export const COMPLAINT_INPUT = ['kind', 'channel', 'category', 'callerName', 'callerPhone', 'placeName', 'address', 'lng', 'lat', 'content'] as const;
export const complaintFilters = {
  keyword: contains('keyword', [c.callerName, c.placeName, c.address, c.content], '关键词'),
  status: equals('status', c.status),
  kind: equals('kind', c.kind),
  channel: equals('channel', c.channel),
  category: equals('category', c.category),
  receivedAt: between(c.receivedAt, ['receivedFrom', 'receivedTo']),
  organ: organ(c.organId, '承办单位'),
};

/**
 * 投诉受理 (tssl 8300): complaints and reports registered by the intake staff; 预处理, 回复 and the complainant's
 * review are routes of their own (server/routes/complaints). A registered complaint may be corrected until it is
 * pre-handled. Scope follows the handling unit: the brigade it was forwarded to and the units above it.
 */
export const complaint = defineEntity({
  name: 'complaint',
  title: '投诉举报',
  route: 'tssl',
  table: c,
  idPrefix: 'ts-',
  select: complaintSelect,
  join: complaintJoin,
  input: COMPLAINT_INPUT,
  fill: (user, now) => ({ createdBy: user.userId, organId: user.unitId, registeredOrganId: user.unitId, status: 'registered', receivedAt: now }),
  scope: c.organId,
  outOfScope: '只能查看本单位及下级单位的投诉举报',
  filters: complaintFilters,
  order: [desc(c.receivedAt), desc(c.id)],
  paths: {
    page: { url: '/report/getReportList', summary: '投诉举报分页（本单位及下级；按关键词、状态、类型、渠道、事项、受理时间、承办单位筛选）' },
    detail: { url: '/report/getReportById', summary: '投诉举报详情（含预处理、核查、回复与评价）' },
    add: { url: '/report/reportTaskSave', summary: '登记投诉举报（投诉人、渠道、场所、地址、地图位置、内容、事项）' },
    update: { url: '/report/updateReport', summary: '修改投诉举报（预处理前；带读取的版本）' },
  },
  label: (values) => values.placeName as string | undefined,
  hooks: {
    check(_values, { current }) {
      if (current && current.status !== 'registered') throw badRequest(MOVE_REFUSED.edit);
    },
  },
  allows: (row, user) => complaintAllows(row, user),
});

export type ComplaintRow = EntityRow<typeof complaint>;

