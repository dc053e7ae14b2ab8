import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../http/paging';
import { FilterTime } from '../../services/filter-time';
import { VIEW_KEYS } from '../../services/statistics';

const [firstKey, ...otherKeys] = VIEW_KEYS;
const ViewKey = Type.Union([Type.Literal(firstKey), ...otherKeys.map((k) => Type.Literal(k))], { title: '统计视图' });
const Year = (title: string) => Type.Optional(Type.Integer({ title, minimum: 1900, maximum: 2100 }));

/** The filters of every statistics call (see STATISTICS_API.md). */
export const ViewQuery = Type.Object({
  view: ViewKey,
  organId: Type.Optional(Type.String({ title: '组织机构', maxLength: 64 })),
  organRange: Type.Optional(Type.Integer({ title: '组织范围', minimum: 0, maximum: 1, default: 1 })),
  startTime: FilterTime('开始时间'),
  endTime: FilterTime('结束时间'),
  startYear: Year('开始年份'),
  endYear: Year('结束年份'),
});

export const RowsQuery = Type.Composite([
  ViewQuery,
  PageQuery,
  Type.Object({
    rowKey: Type.Optional(Type.String({ title: '统计行', maxLength: 100 })),
    measure: Type.Optional(Type.String({ title: '统计指标', maxLength: 50 })),
  }),
]);

const Unit = Type.Union([Type.Literal('count'), Type.Literal('yuan'), Type.Literal('percent'), Type.Literal('score')], { title: '单位' });

export const StatisticsViewData = Type.Object({
  view: Type.String({ title: '统计视图' }),
  title: Type.String({ title: '标题' }),
  dimension: Type.Object({ key: Type.String(), label: Type.String() }, { title: '行维度' }),
  yearly: Type.Boolean({ title: '按年份筛选' }),
  measures: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), unit: Type.Optional(Unit) }), { title: '统计指标' }),
  rows: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), shortLabel: Type.Optional(Type.String({ description: '图表坐标轴用的简称（单位简称）' })), values: Type.Array(Type.Number()) }), { title: '统计行' }),
  totals: Type.Array(Type.Number(), { title: '合计' }),
});

export const StatisticsRowsData = Type.Object({
  current: Type.Integer(),
  size: Type.Integer(),
  total: Type.Integer(),
  columns: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  records: Type.Array(Type.Object({ id: Type.String(), cells: Type.Array(Type.String()) })),
});
