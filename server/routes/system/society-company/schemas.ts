import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../../http/paging';
import { idList, VersionField } from '../../../http/record-fields';

const nullable = (title: string, extra: Record<string, unknown> = {}) => Type.Union([Type.String({ title, ...extra }), Type.Null()], { title });
const optionalText = (title: string, maxLength: number, pattern?: string) =>
  Type.Optional(Type.Union([Type.String({ title, maxLength, ...(pattern ? { pattern } : {}) }), Type.Null()], { title }));

/** 统一社会信用代码 (GB 32100): 18 characters without I, O, S, V, Z. */
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{2}\\d{6}[0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{10}$';
export const PHONE_PATTERN = '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})?$';

const UnitCategory = Type.Integer({ title: '单位类别', minimum: 1, maximum: 4 });
const Status = Type.Integer({ title: '单位状态', minimum: 0, maximum: 1 });

export const CompanyRowSchema = Type.Object({
  id: Type.String({ title: '单位ID' }),
  name: Type.String({ title: '单位名称' }),
  creditCode: Type.String({ title: '统一社会信用代码' }),
  unitCategory: Type.Integer({ title: '单位类别' }),
  unitCategoryName: Type.String({ title: '单位类别' }),
  organId: Type.String({ title: '监管单位ID' }),
  organName: Type.String({ title: '监管单位' }),
  areaCode: nullable('行政区划代码'),
  address: Type.String({ title: '单位地址' }),
  legalPerson: nullable('法定代表人'),
  managerName: nullable('消防安全管理人'),
  managerPhone: nullable('联系电话'),
  labels: Type.Array(Type.String({ title: '标签' }), { title: '单位标签' }),
  labelNames: Type.Array(Type.String({ title: '标签' }), { title: '单位标签' }),
  status: Type.Integer({ title: '单位状态' }),
  statusName: Type.String({ title: '单位状态' }),
  buildId: nullable('所在建筑ID'),
  remark: nullable('备注'),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

export const CompanyFilterSchema = Type.Object({
  name: Type.Optional(Type.String({ title: '单位名称', maxLength: 100 })),
  creditCode: Type.Optional(Type.String({ title: '统一社会信用代码', maxLength: 18 })),
  unitCategory: Type.Optional(UnitCategory),
  organId: Type.Optional(Type.String({ title: '监管单位' })),
  organRange: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '单位范围' })),
  status: Type.Optional(Status),
  label: Type.Optional(Type.String({ title: '单位标签', maxLength: 50 })),
  buildId: Type.Optional(Type.String({ title: '所在建筑' })),
});

export const CompanyPageInput = Type.Composite([PageQuery, CompanyFilterSchema]);

export const CompanyFields = {
  name: Type.String({ title: '单位名称', minLength: 1, maxLength: 100 }),
  creditCode: Type.String({ title: '统一社会信用代码', pattern: CREDIT_CODE_PATTERN }),
  unitCategory: UnitCategory,
  organId: Type.String({ title: '监管单位', minLength: 1 }),
  areaCode: Type.Optional(Type.Union([Type.String({ title: '行政区划代码', pattern: '^(\\d{6,12})?$' }), Type.Null()], { title: '行政区划代码' })),
  address: Type.String({ title: '单位地址', minLength: 1, maxLength: 200 }),
  legalPerson: optionalText('法定代表人', 32),
  managerName: optionalText('消防安全管理人', 32),
  managerPhone: optionalText('联系电话', 20, PHONE_PATTERN),
  labels: Type.Optional(Type.Array(Type.String({ title: '单位标签' }), { title: '单位标签', maxItems: 20 })),
  buildId: Type.Optional(Type.Union([Type.String({ title: '所在建筑' }), Type.Null()], { title: '所在建筑' })),
  remark: optionalText('备注', 500),
};

export const AddCompanyInput = Type.Object(CompanyFields);
export const UpdateCompanyInput = Type.Object({ id: Type.String({ title: '单位ID', minLength: 1 }), ...CompanyFields, version: VersionField });
export const CompanyStatusInput = Type.Object({
  ids: idList('社会单位', '单位ID'),
  status: Status,
});

const LabelLeaf = Type.Object({ code: Type.String({ title: '标签编码' }), name: Type.String({ title: '标签名称' }) });
export const LabelGroup = Type.Object({ code: Type.String({ title: '标签编码' }), name: Type.String({ title: '标签名称' }), children: Type.Array(LabelLeaf) });
