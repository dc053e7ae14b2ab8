import { Type } from '@sinclair/typebox';
import { asc, ilike, or } from 'drizzle-orm';
import { dutyStandards as ds } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { equals, type FilterSpec } from '../entity/filters';
import { optionText } from '../entity/select-helpers';
import { escapeLike } from '../services/like';

/** By name (contains) or code (starts with). */
const nameOrCode: FilterSpec = {
  fields: { name: Type.Optional(Type.String({ title: '标准名称', maxLength: 100 })) },
  where: ({ name }) => {
    const text = typeof name === 'string' ? escapeLike(name.trim()) : '';
    return text ? or(ilike(ds.name, `%${text}%`), ilike(ds.code, `${text}%`)) : undefined;
  },
};

/** Scores are kept to two decimals (hundredths of a point). */
const hundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * 履职量化标准设置 (userManage 11820): what each unit of duty work scores in the performance assessment.
 * The detail (read with 查看 or 编辑) and the single delete are routes of its own (server/routes/system/duty-standard).
 */
export const dutyStandard = defineEntity({
  name: 'dutyStandard',
  title: '履职量化标准',
  route: 'userManage',
  table: ds,
  idPrefix: 'ds-',
  select: {
    id: ds.id,
    code: ds.code,
    name: ds.name,
    category: ds.category,
    categoryText: optionText(ds.category),
    unit: ds.unit,
    unitScore: ds.unitScore,
    monthlyCap: ds.monthlyCap,
    remark: ds.remark,
    creatorName: ds.creatorName,
    createdAt: ds.createdAt,
    updatedAt: ds.updatedAt,
    version: ds.version,
  },
  input: ['code', 'name', 'category', 'unit', 'unitScore', 'monthlyCap', 'remark'],
  unique: ['code'],
  filters: { name: nameOrCode, category: equals('category', ds.category) },
  order: [asc(ds.category), asc(ds.code)],
  paths: {
    page: { url: '/performance/standard/page', summary: '履职量化标准分页（按名称或编码、类别筛选）' },
    detail: '/performance/standard/detail',
    add: '/performance/standard/add',
    update: '/performance/standard/update',
    remove: { url: '/performance/standard/batchDelete', summary: '批量删除履职量化标准' },
  },
  ownRoutes: ['detail'],
  buttons: { add: 'new', update: 'edit', remove: 'plDelete' },
  fill: (user) => ({ creatorName: user.name }),
  label: (values) => (values.code ? `${String(values.code)} ${String(values.name)}` : undefined),
  hooks: {
    check({ unitScore, monthlyCap }) {
      if (unitScore !== undefined && !hundredths(unitScore)) throw badRequest('单位分值最多保留两位小数');
      if (monthlyCap !== undefined && monthlyCap !== null && !hundredths(monthlyCap)) throw badRequest('每月上限最多保留两位小数');
      if (monthlyCap !== undefined && monthlyCap !== null && unitScore !== undefined && monthlyCap < unitScore) throw badRequest('每月上限不能小于单位分值');
    },
  },
  /** One row is deleted with 删除, several with 批量删除. */
  allows: (_row, _user, holds) => ({ delete: holds('delete') }),
});

export type DutyStandardRow = EntityRow<typeof dutyStandard>;
