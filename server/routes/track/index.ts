import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../http/route';
import { EXPORT_SIZE, pageOf } from '../../http/paging';
import { officersOnDuty, particlePage, trackPoints, type ParticleRow } from '../../services/track/particles';
import { reportPositions } from '../../services/track/positions';
import { sendXlsx, type XlsxColumn } from '../../services/xlsx';
import { screenGrants } from '../system/catalogue-menu';
import { OnDutyOfficer, ParticleFilterSchema, ParticleInput, ParticlePageInput, ParticleRowSchema, ReportPositionsInput, ReportPositionsResult, TrackPoint } from './schemas';

/** Tracks belong to the law officers screen (执法人员 11330): whoever may see the officers may see where they went. */
const ZFRY_MENU = screenGrants('zfry', []).menuId;
export const PARTICLE_EXPORT_FILE = '执法轨迹统计.xlsx';

type ExportRow = ParticleRow & { hasTrackText: string };
const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '姓名', key: 'username', width: 12 },
  { header: '所属单位', key: 'organName', width: 32 },
  { header: '上报点数', key: 'points', width: 10 },
  { header: '有无轨迹', key: 'hasTrackText', width: 10 },
];

export const trackRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/track/positions',
    operationId: 'reportPositions',
    summary: '移动端上报本人位置（批量，WGS84；同一时间重复上报的位置忽略）',
    access: 'session',
    audit: false,
    body: ReportPositionsInput,
    data: ReportPositionsResult,
    handler: ({ body, db, user }) => reportPositions(db, user!.userId, body.positions),
  }),
  defineRoute({
    method: 'POST',
    url: '/controlCabin/getParticle',
    operationId: 'getParticle',
    summary: '执法人员轨迹点（按时间先后；不传时间为当天 20:00–22:00）',
    access: ZFRY_MENU,
    graphql: 'query',
    audit: false,
    body: ParticleInput,
    data: Type.Array(TrackPoint),
    handler: ({ body, db, user }) => trackPoints(db, user!, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/controlCabin/getParticlePage',
    operationId: 'getParticlePage',
    summary: '执法轨迹统计分页（各执法人员时间段内的上报点数，点数不少于最少上报点数为有轨迹）',
    access: ZFRY_MENU,
    graphql: 'query',
    audit: false,
    body: ParticlePageInput,
    data: pageOf(ParticleRowSchema),
    handler: ({ body, db, user }) => particlePage(db, user!, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/controlCabin/exportParticleUser',
    operationId: 'exportParticleUser',
    summary: '导出执法轨迹统计（.xlsx）',
    access: ZFRY_MENU,
    raw: true,
    body: ParticleFilterSchema,
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const { records } = await particlePage(db, user!, { ...body, current: 1, size: EXPORT_SIZE });
      const rows = records.map((r) => ({ ...r, hasTrackText: r.hasPartice ? '有' : '无' }));
      await sendXlsx(reply, { fileName: PARTICLE_EXPORT_FILE, sheet: '执法轨迹统计', columns: EXPORT_COLUMNS, rows });
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/controlCabin/grzfdd',
    operationId: 'getOfficersOnDuty',
    summary: '在岗执法人员及其最新位置（最近 15 分钟内上报过位置）',
    access: ZFRY_MENU,
    data: Type.Array(OnDutyOfficer),
    handler: ({ db, user }) => officersOnDuty(db, user!),
  }),
];
