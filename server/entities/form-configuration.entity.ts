import { Type } from '@sinclair/typebox';
import { and, desc, eq } from 'drizzle-orm';
import { FORM_FIELD_KIND_NAMES, type FormFieldConfig } from '../../src/constants/form-fields';
import { fieldListProblem, normalizeFields } from '../../src/shared/form-field-list';
import { dictionaries, formConfigurations as f } from '../db/schema';
import { badRequest } from '../http/envelope';
import { defineEntity, type EntityRow } from '../entity/define-entity';
import { contains, equals } from '../entity/filters';

/** Dictionary type of the business types a form belongs to. */
const BUSI_TYPE_DICT = 'busiType';

/**
 * 表单配置 (bdpz 11430): forms whose fields task screens render (DynamicForm) and check by the form's code.
 * New forms start disabled; an enabled one must be disabled before it is deleted. No edit button in the
 * catalogue: editing is the 新增 grant. 启用 (start) and the single 删除 are routes of their own
 * (server/routes/system/form-configuration).
 */
export const formConfiguration = defineEntity({
  name: 'formConfiguration',
  title: '表单配置',
  route: 'bdpz',
  table: f,
  idPrefix: '',
  select: {
    id: f.id, name: f.name, code: f.code, busiTypeCode: f.busiTypeCode,
    busiTypeName: { column: dictionaries.label, title: '业务类型' },
    fields: f.fields,
    fieldCount: { derive: (row: { fields: FormFieldConfig[] }) => row.fields.length, schema: Type.Integer({ title: '字段数' }) },
    fieldsText: {
      derive: (row: { fields: FormFieldConfig[] }) => row.fields.map((x) => `${x.label}（${FORM_FIELD_KIND_NAMES[x.kind]}${x.required ? '，必填' : ''}）`).join('、'),
      schema: Type.String({ title: '字段' }),
    },
    enabled: f.enabled, remark: f.remark, creatorName: f.creatorName, createdAt: f.createdAt, updatedAt: f.updatedAt, version: f.version,
  },
  join: (q) => q.leftJoin(dictionaries, and(eq(dictionaries.type, BUSI_TYPE_DICT), eq(dictionaries.code, f.busiTypeCode))),
  input: ['name', 'code', 'busiTypeCode', 'fields', 'remark'],
  unique: ['code'],
  fill: (user) => ({ creatorName: user.name }),
  filters: { name: contains('name', [f.name, f.code]), busiTypeCode: equals('busiTypeCode', f.busiTypeCode), enabled: equals('enabled', f.enabled) },
  order: [desc(f.updatedAt), desc(f.id)],
  paths: {
    page: { url: '/formConfiguration/page', summary: '表单配置分页（名称或编码、业务类型、状态）' },
    detail: '/formConfiguration/detail',
    add: { url: '/formConfiguration/add', summary: '新增表单配置（新表单为停用状态）' },
    update: '/formConfiguration/update',
    remove: { url: '/formConfiguration/batchRemove', summary: '批量删除表单（全部成功或全部不删；已启用的须先停用）' },
    export: { url: '/formConfiguration/export', summary: '导出表单配置（.xlsx，按当前筛选）' },
  },
  buttons: { add: 'new', update: 'new', remove: 'plDelete' },
  export: { columns: ['name', 'code', 'busiTypeName', 'fieldCount', 'fieldsText', 'enabled', 'remark', 'creatorName', 'updatedAt'] },
  label: (values) => values.code as string | undefined,
  hooks: {
    /** The fields tidied to what their kind uses and checked as a list; the business type must exist. */
    async values(values, { db }) {
      const fields = values.fields ? normalizeFields(values.fields) : undefined;
      const problem = fields && fieldListProblem(fields);
      if (problem) throw badRequest(problem);
      if (values.busiTypeCode) {
        const [busi] = await db.select({ code: dictionaries.code }).from(dictionaries).where(and(eq(dictionaries.type, BUSI_TYPE_DICT), eq(dictionaries.code, values.busiTypeCode)));
        if (!busi) throw badRequest(`业务类型${values.busiTypeCode}不存在`);
      }
      return fields ? { ...values, fields } : values;
    },
    beforeRemove(rows) {
      const active = rows.find((r) => r.enabled);
      if (active) throw badRequest(`表单“${active.name}”已启用，请先停用再删除`);
    },
  },
  // 启用 (start) switches either way; a single 删除 has a button of its own; only a disabled form is deleted.
  allows: (row, _user, holds) => ({ enable: !row.enabled && holds('start'), disable: row.enabled && holds('start'), delete: !row.enabled && holds('delete') }),
});

export type FormConfigurationRow = EntityRow<typeof formConfiguration>;
