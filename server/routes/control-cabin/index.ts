import type { TSchema } from '@sinclair/typebox';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/envelope';
import { defineRoute, type AnyRoute } from '../../http/route';
import * as cabin from '../../services/control-cabin';
import * as S from './schemas';

/**
 * 驾驶舱 (/bigscreen-normal): shown without login, so every call is public and answers aggregates only —
 * counts, sums and unit names, never a person's name, account, phone, address or the text of a complaint.
 * See CONTROL_CABIN_API.md.
 */
const RISKS = new Set<string>(['major', 'larger', 'general', 'low']);

function risksOf(text: string | undefined): cabin.Risk[] | undefined {
  const list = (text ?? '').split(',').map((r) => r.trim()).filter(Boolean);
  if (list.some((r) => !RISKS.has(r))) throw badRequest('风险等级只能是 major、larger、general、low');
  return list.length ? (list as cabin.Risk[]) : undefined;
}

/** One cockpit figure: GET, public, the period in the query string. */
const figure = (url: string, operationId: string, summary: string, data: TSchema, compute: (db: Db, period: cabin.CabinPeriod) => Promise<unknown>) =>
  defineRoute({
    method: 'GET',
    url: `/controlCabin/${url}`,
    operationId,
    summary,
    access: 'public',
    querystring: S.CabinQuery,
    data,
    handler: async ({ db, query }) => (await compute(db, cabin.cabinPeriod(query))) as never,
  });

export const controlCabinRoutes: AnyRoute[] = [
  figure('complaintsReport', 'cabinComplaintsReport', '驾驶舱：投诉举报（状态、渠道、风险等级、近12个月）', S.ComplaintsReport, (db, period) => cabin.complaintsReport(db, period)),
  figure('getRandomInspection', 'cabinRandomInspection', '驾驶舱：双随机抽查（完成、合格、近12个月）', S.RandomInspection, (db, period) => cabin.randomInspection(db, period)),
  figure('getReportNumber', 'cabinReportNumber', '驾驶舱：检查记录上报数（按任务来源）', S.ReportNumber, (db, period) => cabin.reportNumber(db, period)),
  figure('getSubordinate', 'cabinSubordinate', '驾驶舱：各大队任务、隐患、处罚、投诉举报', S.Subordinate, (db, period) => cabin.subordinate(db, period)),
  figure('securityCheck', 'cabinSecurityCheck', '驾驶舱：消防站检查与隐患整改', S.SecurityCheck, (db, period) => cabin.securityCheck(db, period)),
  figure('getPersonsNumber', 'cabinPersonsNumber', '驾驶舱：人员数量（按单位层级、角色）', S.PersonsNumber, (db) => cabin.personsNumber(db)),
  figure('getReportLogLa', 'cabinReportLogLa', '驾驶舱：立案趋势（近12个月处罚、强制措施、罚款）', S.ReportLogLa, (db, period) => cabin.reportLogLa(db, period)),
  figure('getReportLogLa2', 'cabinReportLogLa2', '驾驶舱：立案结构（处罚种类、罚款、案由前五）', S.ReportLogLa2, (db, period) => cabin.reportLogLa2(db, period)),
  defineRoute({
    method: 'GET',
    url: '/controlCabin/heatPoints',
    operationId: 'cabinHeatPoints',
    summary: `驾驶舱：投诉举报热力点（WGS84 经纬度与风险等级，最新 ${cabin.HEAT_POINTS_CAP} 个）`,
    access: 'public',
    querystring: S.HeatQuery,
    data: S.HeatPoints,
    handler: async ({ db, query }) => cabin.heatPoints(db, cabin.cabinPeriod(query), risksOf(query.risk)),
  }),
];
