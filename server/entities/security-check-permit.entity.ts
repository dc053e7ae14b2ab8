import { desc, eq } from 'drizzle-orm';
import { organizations as o, securityCheckPermits as p } from '../db/schema';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { between, contains, equals, organ } from '../entity/filters';
import { optionText } from '../entity/select-helpers';

/**
 * 安全检查合格 permits issued from /aqjc, listed under 行政许可 (xzxk 2300) as /fh/securityCheckPermit:
 * read-only here; they are issued and revoked by the application's moves (server/services/safety-inspection).
 */
export const securityCheckPermit = defineEntity({
  name: 'securityCheckPermit',
  title: '安全检查许可',
  route: 'xzxk',
  table: p,
  idPrefix: 'scp-',
  select: {
    id: p.id,
    applicationId: p.applicationId,
    organId: p.organId,
    organName: { column: o.name, title: '许可单位' },
    companyId: p.companyId,
    unitName: p.unitName,
    placeName: p.placeName,
    address: p.address,
    notifyStatus: p.notifyStatus,
    notifyStatusText: optionText(p.notifyStatus),
    writId: p.writId,
    documentNumber: p.documentNumber,
    status: p.status,
    statusText: optionText(p.status),
    issuedAt: p.issuedAt,
    revokedAt: p.revokedAt,
    revokeReason: p.revokeReason,
  },
  join: (q) => q.leftJoin(o, eq(o.id, p.organId)),
  scope: p.organId,
  outOfScope: '只能查看本单位及下级单位的许可',
  filters: {
    keyword: contains('keyword', [p.unitName, p.placeName, p.documentNumber], '单位、场所名称或文号'),
    status: equals('status', p.status),
    notifyStatus: equals('notifyStatus', p.notifyStatus),
    issuedAt: between(p.issuedAt, ['issuedFrom', 'issuedTo']),
    organ: organ(p.organId, '许可单位'),
  },
  order: [desc(p.issuedAt), desc(p.id)],
  paths: {
    page: { url: '/fh/securityCheckPermit/page', summary: '安全检查许可分页（本单位及下级；按单位/场所/文号、许可状态、受理方式、许可时间、许可单位筛选）' },
    export: { url: '/fh/securityCheckPermit/export', summary: '导出安全检查许可（.xlsx，当前筛选条件）' },
  },
  export: {
    fileName: '安全检查许可.xlsx',
    sheet: '安全检查许可',
    columns: ['documentNumber', 'unitName', 'placeName', 'address', 'notifyStatus', 'status', 'issuedAt', 'revokedAt', 'revokeReason', 'organName'],
  },
});

export type SecurityCheckPermitRow = EntityRow<typeof securityCheckPermit>;
