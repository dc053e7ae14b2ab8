/** 行业部门 10400, 公共服务 10500, 火灾 10600, 人员 10700, 志愿者 10800, 消防站 10900. */
import { fireIncidents, industryOrders, people, publicServices, stationChecks, tasks, volunteers } from '../facts';
import type { ViewDef } from '../types';

const ORGAN = { kind: 'organ', key: 'organ', label: '单位' } as const;
const STATION = { kind: 'station', key: 'station', label: '消防站' } as const;
const DEPARTMENT = { kind: 'lookup', key: 'department', label: '行业部门', expr: "coalesce(f.department_id, '-')", table: 'committee_departments', name: 'name' } as const;
/** A volunteer's district: the area itself, or the district above a street (4) or community (5). */
const DISTRICT_OF = `coalesce((SELECT CASE a.level WHEN 5 THEN p.parent_id WHEN 4 THEN a.parent_id ELSE a.id END
  FROM areas a LEFT JOIN areas p ON p.id = a.parent_id WHERE a.id = f.area_id), '-')`;

const stationMeasures = (what: string): ViewDef['measures'] => [
  { key: 'checks', label: what, unit: 'count', count: true },
  { key: 'hazards', label: '发现隐患', unit: 'count', sum: 'f.hazards_found', drill: 'f.hazards_found > 0' },
  { key: 'rectified', label: '已整改', unit: 'count', sum: 'f.hazards_rectified', drill: 'f.hazards_rectified > 0' },
];

export const serviceViews: ViewDef[] = [
  {
    key: 'industryOrders', route: 'hybmGdtj', menuId: 10410, title: '行业部门工单统计', yearly: false,
    dimension: DEPARTMENT,
    facts: [industryOrders],
    measures: [
      { key: 'issued', label: '下发', unit: 'count', count: "f.status = 'issued'" },
      { key: 'accepted', label: '已签收', unit: 'count', count: "f.status = 'accepted'" },
      { key: 'done', label: '已办结', unit: 'count', count: "f.status = 'done'" },
      { key: 'overdue', label: '超期', unit: 'count', count: "f.status = 'overdue'" },
      { key: 'total', label: '合计', unit: 'count', count: true },
    ],
  },
  {
    key: 'industryWork', route: 'hybmGztj', menuId: 10420, title: '行业部门工作统计', yearly: false,
    dimension: DEPARTMENT,
    facts: [tasks("f.source = 'industry'")],
    measures: [
      { key: 'total', label: '转办任务', unit: 'count', count: true },
      { key: 'done', label: '已检查', unit: 'count', count: "f.status = 'done'" },
      { key: 'unqualified', label: '不合格', unit: 'count', count: "f.result = 'unqualified'" },
      { key: 'hazards', label: '隐患', unit: 'count', sum: 'f.hazards', drill: 'f.hazards > 0' },
    ],
  },
  {
    key: 'publicServices', route: 'ggfwtj', menuId: 10500, title: '公共服务统计', yearly: false,
    dimension: {
      kind: 'category', key: 'kind', label: '服务类型', expr: 'f.kind',
      categories: [
        { key: 'appointment', label: '预约服务' },
        { key: 'training', label: '消防培训' },
        { key: 'publicity', label: '宣传活动' },
        { key: 'consultation', label: '咨询服务' },
        { key: 'complaint', label: '投诉举报' },
      ],
    },
    facts: [publicServices],
    measures: [
      { key: 'app', label: 'APP', unit: 'count', count: "f.channel = 'app'" },
      { key: 'wechat', label: '公众号', unit: 'count', count: "f.channel = 'wechat'" },
      { key: 'offline', label: '线下', unit: 'count', count: "f.channel = 'offline'" },
      { key: 'other', label: '其他', unit: 'count', count: "f.channel = 'other'" },
      { key: 'total', label: '合计', unit: 'count', count: true },
      { key: 'participants', label: '参与人次', unit: 'count', sum: 'f.participants', drill: 'f.participants > 0' },
    ],
  },
  {
    key: 'fires', route: 'hzcx', menuId: 10600, title: '火灾查询', yearly: true,
    dimension: ORGAN,
    facts: [fireIncidents()],
    measures: [
      { key: 'count', label: '火灾起数', unit: 'count', count: true },
      { key: 'loss', label: '直接损失(元)', unit: 'yuan', sum: 'f.loss', drill: 'f.loss > 0' },
      { key: 'casualties', label: '伤亡人数', unit: 'count', sum: 'f.casualties', drill: 'f.casualties > 0' },
    ],
  },
  {
    key: 'listedSupervision', route: 'gpdbcx', menuId: 10600, title: '挂牌督办查询', yearly: true,
    dimension: {
      kind: 'category', key: 'listLevel', label: '督办级别', expr: "coalesce(f.list_level, '-')",
      categories: [
        { key: 'province', label: '省级' },
        { key: 'city', label: '市级' },
        { key: 'district', label: '区级' },
      ],
    },
    facts: [fireIncidents('f.listed = true')],
    measures: [
      { key: 'listed', label: '挂牌数', unit: 'count', count: true },
      { key: 'supervising', label: '督办中', unit: 'count', count: 'f.list_lifted = false' },
      { key: 'lifted', label: '已摘牌', unit: 'count', count: 'f.list_lifted = true' },
    ],
  },
  {
    key: 'personnel', route: 'rytj', menuId: 10700, title: '人员统计', yearly: false,
    dimension: ORGAN,
    facts: [people],
    measures: [
      { key: 'total', label: '总人数', unit: 'count', count: true },
      { key: 'officers', label: '执法人员', unit: 'count', count: 'lo.user_id IS NOT NULL' },
      { key: 'leaders', label: '领导', unit: 'count', count: 'f.leader = true' },
      { key: 'frozen', label: '已冻结账号', unit: 'count', count: "f.state = 'frozen'" },
    ],
  },
  {
    key: 'volunteers', route: 'zyztj', menuId: 10800, title: '区域志愿者人数统计', yearly: false,
    dimension: { kind: 'lookup', key: 'area', label: '区域', expr: DISTRICT_OF, table: 'areas', name: 'name' },
    facts: [volunteers],
    measures: [
      { key: 'total', label: '志愿者人数', unit: 'count', count: true },
      { key: 'active', label: '在册', unit: 'count', count: 'f.active = true' },
      { key: 'joined', label: '期间新增', unit: 'count', count: true, inPeriod: true },
    ],
  },
  {
    key: 'stationEnforcement', route: 'xfzZftj', menuId: 10910, title: '消防站执法统计', yearly: false,
    dimension: STATION,
    facts: [stationChecks("f.kind = 'enforcement'")],
    measures: stationMeasures('执法检查'),
  },
  {
    key: 'stationSafetyChecks', route: 'xfzAqjctj', menuId: 10920, title: '消防站安全检查统计', yearly: false,
    dimension: STATION,
    facts: [stationChecks("f.kind = 'safety'")],
    measures: stationMeasures('安全检查'),
  },
  {
    key: 'stationHazards', route: 'xfzYhtj', menuId: 10930, title: '消防站隐患统计', yearly: false,
    dimension: STATION,
    facts: [stationChecks()],
    measures: [
      { key: 'hazards', label: '隐患总数', unit: 'count', sum: 'f.hazards_found', drill: 'f.hazards_found > 0' },
      { key: 'major', label: '重大隐患', unit: 'count', sum: 'f.major_hazards', drill: 'f.major_hazards > 0' },
      { key: 'rectified', label: '已整改', unit: 'count', sum: 'f.hazards_rectified', drill: 'f.hazards_rectified > 0' },
      { key: 'rectifyRate', label: '整改率(%)', unit: 'percent', ratio: ['rectified', 'hazards'] },
    ],
  },
];
