import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../http/paging';
import { FilterTime } from '../../services/filter-time';
import { POSITION_BATCH_MAX } from '../../services/track/positions';
import { MIN_POINTS_LOWER_BOUND, ORGAN_LIMIT_SELF, ORGAN_LIMIT_WITH_SUBORDINATES } from '../../../src/constants/track';

const Position = Type.Object({
  longitude: Type.Number({ title: '经度', description: 'WGS84，-180 到 180' }),
  latitude: Type.Number({ title: '纬度', description: 'WGS84，-90 到 90' }),
  time: Type.Union([Type.String({ maxLength: 40 }), Type.Number()], {
    title: '时间',
    description: "ISO 时间、'YYYY-MM-DD HH:mm:ss'（北京时间）或时间戳（10 位秒、13 位毫秒）；不能晚于当前时间",
  }),
});

export const ReportPositionsInput = Type.Object({
  positions: Type.Array(Position, { title: '位置', minItems: 1, maxItems: POSITION_BATCH_MAX }),
});
export const ReportPositionsResult = Type.Object({
  stored: Type.Integer({ description: '新保存的位置数' }),
  ignored: Type.Integer({ description: '已上报过（同一时间）而忽略的位置数' }),
});

const Range = {
  date: FilterTime('开始时间'),
  dateEnd: FilterTime('结束时间'),
};

export const ParticleInput = Type.Object({ userId: Type.String({ title: '执法人员', minLength: 1, maxLength: 64 }), ...Range });
export const TrackPoint = Type.Object({
  longitude: Type.Number({ description: 'WGS84' }),
  latitude: Type.Number({ description: 'WGS84' }),
  time: Type.String({ description: '上报时间（ISO）' }),
});

export const ParticleFilterSchema = Type.Object({
  username: Type.Optional(Type.String({ title: '姓名', maxLength: 32 })),
  organLimit: Type.Optional(Type.Integer({ title: '单位范围', minimum: ORGAN_LIMIT_SELF, maximum: ORGAN_LIMIT_WITH_SUBORDINATES, description: '1 仅本单位，2 含下级单位（默认）' })),
  minPoints: Type.Optional(Type.Integer({ title: '最少上报点数', minimum: MIN_POINTS_LOWER_BOUND })),
  hasPartice: Type.Optional(Type.Integer({ title: '有无轨迹', minimum: 0, maximum: 1, description: '1 有轨迹，0 无轨迹；不传为全部' })),
  organId: Type.Optional(Type.String({ title: '所属单位', maxLength: 64 })),
  ...Range,
});
export const ParticlePageInput = Type.Composite([PageQuery, ParticleFilterSchema]);
export const ParticleRowSchema = Type.Object({
  userId: Type.String({ title: '用户ID' }),
  username: Type.String({ title: '姓名' }),
  organName: Type.String({ title: '所属单位' }),
  points: Type.Integer({ title: '上报点数' }),
  hasPartice: Type.Integer({ title: '有无轨迹', description: '1 有轨迹（点数不少于 minPoints），0 无' }),
});

export const OnDutyOfficer = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  organName: Type.String(),
  longitude: Type.Number({ description: 'WGS84' }),
  latitude: Type.Number({ description: 'WGS84' }),
  time: Type.String({ description: '最近一次上报时间（ISO）' }),
});
