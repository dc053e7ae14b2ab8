import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../../http/paging';
import { PHONE_PATTERN } from '../../../../src/constants/patterns';
import { VersionField } from '../../../http/record-fields';

const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const optionalText = (title: string, maxLength: number, pattern?: string) =>
  Type.Optional(Type.Union([Type.String({ title, maxLength, ...(pattern ? { pattern } : {}) }), Type.Null()], { title }));

export const UseType = Type.Union(['residential', 'public', 'industrial', 'mixed'].map((v) => Type.Literal(v)), { title: '使用性质' });
export const Structure = Type.Union(['concrete', 'steel', 'masonry', 'other'].map((v) => Type.Literal(v)), { title: '建筑结构' });

export const BuildRowSchema = Type.Object({
  id: Type.String({ title: '建筑ID' }),
  name: Type.String({ title: '建筑名称' }),
  address: Type.String({ title: '建筑地址' }),
  organId: Type.String({ title: '监管单位ID' }),
  organName: Type.String({ title: '监管单位' }),
  areaCode: nullable('行政区划代码'),
  useType: Type.String({ title: '使用性质' }),
  useTypeName: Type.String({ title: '使用性质' }),
  structure: Type.String({ title: '建筑结构' }),
  structureName: Type.String({ title: '建筑结构' }),
  fireRating: Type.Integer({ title: '耐火等级' }),
  fireRatingName: Type.String({ title: '耐火等级' }),
  heightMeters: Type.Number({ title: '建筑高度（米）' }),
  floorsAbove: Type.Integer({ title: '地上层数' }),
  floorsBelow: Type.Integer({ title: '地下层数' }),
  floorArea: Type.Number({ title: '建筑面积（平方米）' }),
  builtYear: Type.Union([Type.Integer({ title: '建成年份' }), Type.Null()], { title: '建成年份' }),
  highRise: Type.Boolean({ title: '高层建筑' }),
  managerName: nullable('管理人'),
  managerPhone: nullable('联系电话'),
  remark: nullable('备注'),
  companyCount: Type.Integer({ title: '单位数' }),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

export const BuildFilterSchema = Type.Object({
  name: Type.Optional(Type.String({ title: '建筑名称', maxLength: 100 })),
  address: Type.Optional(Type.String({ title: '建筑地址', maxLength: 200 })),
  organId: Type.Optional(Type.String({ title: '监管单位' })),
  organRange: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '单位范围' })),
  useType: Type.Optional(UseType),
  highRise: Type.Optional(Type.Boolean({ title: '高层建筑' })),
});
export const BuildPageInput = Type.Composite([PageQuery, BuildFilterSchema]);

export const BuildFields = {
  name: Type.String({ title: '建筑名称', minLength: 1, maxLength: 100 }),
  address: Type.String({ title: '建筑地址', minLength: 1, maxLength: 200 }),
  organId: Type.String({ title: '监管单位', minLength: 1 }),
  areaCode: Type.Optional(Type.Union([Type.String({ title: '行政区划代码', pattern: '^(\\d{6,12})?$' }), Type.Null()], { title: '行政区划代码' })),
  useType: UseType,
  structure: Structure,
  fireRating: Type.Integer({ title: '耐火等级', minimum: 1, maximum: 4 }),
  heightMeters: Type.Number({ title: '建筑高度', exclusiveMinimum: 0, maximum: 1000 }),
  floorsAbove: Type.Integer({ title: '地上层数', minimum: 1, maximum: 200 }),
  floorsBelow: Type.Optional(Type.Integer({ title: '地下层数', minimum: 0, maximum: 20 })),
  floorArea: Type.Number({ title: '建筑面积', exclusiveMinimum: 0, maximum: 10000000 }),
  builtYear: Type.Optional(Type.Union([Type.Integer({ title: '建成年份', minimum: 1900 }), Type.Null()], { title: '建成年份' })),
  managerName: optionalText('管理人', 32),
  managerPhone: optionalText('联系电话', 20, PHONE_PATTERN),
  remark: optionalText('备注', 500),
};
export const AddBuildInput = Type.Object(BuildFields);
export const UpdateBuildInput = Type.Object({ id: Type.String({ title: '建筑ID', minLength: 1 }), ...BuildFields, version: VersionField });
