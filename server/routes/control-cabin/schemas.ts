import { Type, type TSchema } from '@sinclair/typebox';
import { FilterTime } from '../../services/filter-time';

/** Every cockpit call takes the same optional period (default: this year up to now, China time). */
export const CabinQuery = Type.Object({
  startTime: FilterTime('开始时间'),
  endTime: FilterTime('结束时间'),
});

const I = (title: string) => Type.Integer({ title });
const N = (title: string) => Type.Number({ title });
const list = <T extends TSchema>(item: T, title: string) => Type.Array(item, { title });
const Keyed = Type.Object({ key: Type.String({ title: '代码' }), name: Type.String({ title: '名称' }), count: I('数量') });
const Named = Type.Object({ name: Type.String({ title: '名称' }), count: I('数量') });
const Month = (fields: Record<string, TSchema>) => Type.Object({ month: Type.String({ title: '月份（YYYY-MM）' }), ...fields });

export const ComplaintsReport = Type.Object({
  total: I('投诉举报总数'),
  complaints: I('投诉'),
  reports: I('举报'),
  byStatus: list(Keyed, '按办理状态'),
  byChannel: list(Keyed, '按渠道'),
  byRisk: list(Keyed, '按风险等级'),
  months: list(Month({ complaints: I('投诉'), reports: I('举报') }), '近12个月'),
});

export const RandomInspection = Type.Object({
  total: I('抽查任务'),
  done: I('已检查'),
  pending: I('待检查'),
  overdue: I('逾期未检查'),
  qualified: I('合格'),
  unqualified: I('不合格'),
  hazards: I('发现隐患'),
  qualifiedRate: N('合格率（%）'),
  months: list(Month({ total: I('抽查任务'), done: I('已检查') }), '近12个月'),
});

export const ReportNumber = Type.Object({
  total: I('检查记录上报数'),
  hazards: I('发现隐患'),
  lastDay: I('截止日当天上报'),
  bySource: list(Keyed, '按任务来源'),
});

export const Subordinate = Type.Object({
  units: list(
    Type.Object({
      organId: Type.String({ title: '单位ID' }),
      name: Type.String({ title: '单位简称' }),
      tasks: I('监督任务'),
      done: I('已检查'),
      doneRate: N('完成率（%）'),
      hazards: I('发现隐患'),
      penalties: I('处罚'),
      complaints: I('投诉举报'),
    }),
    '各大队',
  ),
});

export const SecurityCheck = Type.Object({
  checks: I('检查次数'),
  hazardsFound: I('发现隐患'),
  hazardsRectified: I('整改隐患'),
  majorHazards: I('重大隐患'),
  rectifiedRate: N('整改率（%）'),
  byKind: list(Keyed, '按检查类型'),
  months: list(Month({ checks: I('检查次数'), hazards: I('发现隐患') }), '近12个月'),
});

export const PersonsNumber = Type.Object({
  users: I('在岗账号'),
  officers: I('执法人员'),
  volunteers: I('在册志愿者'),
  byUnitLevel: list(Keyed, '按单位层级'),
  byRole: list(Named, '按角色'),
});

export const ReportLogLa = Type.Object({
  total: I('近12个月立案'),
  months: list(Month({ penalties: I('行政处罚'), compulsory: I('强制措施'), fines: N('罚款金额（元）') }), '近12个月'),
});

export const ReportLogLa2 = Type.Object({
  total: I('立案总数'),
  compulsory: I('强制措施'),
  fines: N('罚款金额（元）'),
  byKind: list(Keyed, '按处罚种类'),
  topCauses: list(Named, '案由前五'),
});

const Risk = Type.Union([Type.Literal('major'), Type.Literal('larger'), Type.Literal('general'), Type.Literal('low')], { title: '风险等级' });

export const HeatQuery = Type.Object({
  startTime: FilterTime('开始时间'),
  endTime: FilterTime('结束时间'),
  risk: Type.Optional(Type.String({ title: '风险等级（逗号分隔：major,larger,general,low）', maxLength: 40 })),
});

export const HeatPoints = Type.Object({
  total: I('点数'),
  truncated: Type.Boolean({ title: '超出上限已截断' }),
  points: list(Type.Object({ lng: N('经度（WGS84）'), lat: N('纬度（WGS84）'), risk: Risk }), '投诉举报点位'),
});
