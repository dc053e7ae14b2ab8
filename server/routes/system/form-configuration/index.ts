import { Type } from '@sinclair/typebox';
import { defineRoute, type AnyRoute } from '../../../http/route';
import { EXPORT_SIZE, pageOf } from '../../../http/paging';
import { idList, VersionField } from '../../../http/record-fields';
import {
  addFormConfiguration,
  enabledFormByCode,
  formConfigurationDetail,
  formConfigurationPage,
  removeFormConfigurations,
  setFormConfigurationsEnabled,
  updateFormConfiguration,
} from '../../../services/form-configurations';
import { validateFormValues } from '../../../services/form-values';
import { sendXlsx } from '../../../services/xlsx';
import { screenGrants } from '../catalogue-menu';
import { EXPORT_COLUMNS, FORM_CONFIGURATION_EXPORT_FILE, exportRow } from './export';
import { FormConfiguration, FormConfigurationFields, FormConfigurationFilter, FormValueCheck } from './schemas';

// No edit button in the catalogue: editing needs the 新增 grant (11431), as on the form page.
const bdpz = screenGrants('bdpz', ['new', 'plDelete', 'start', 'delete']);

const FormCode = Type.String({ title: '表单编码', minLength: 1, maxLength: 50 });

export const formConfigurationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/page',
    operationId: 'formConfigurationPage',
    summary: '表单配置分页（名称或编码、业务类型、状态）',
    access: bdpz.menuId,
    graphql: 'query',
    audit: false,
    body: FormConfigurationFilter,
    data: pageOf(FormConfiguration),
    handler: ({ body, db }) => formConfigurationPage(db, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/formConfiguration/detail',
    operationId: 'formConfigurationDetail',
    summary: '表单配置详情',
    access: bdpz.menuId,
    querystring: Type.Object({ id: Type.String({ title: '表单ID' }) }),
    data: FormConfiguration,
    handler: ({ query, db }) => formConfigurationDetail(db, query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/formConfiguration/getByCode',
    operationId: 'formConfigurationByCode',
    summary: '按编码取已启用的表单（任务页面据此渲染表单）',
    // Task screens of every module render configured forms, so any signed-in user may read one.
    access: 'session',
    querystring: Type.Object({ code: FormCode }),
    data: FormConfiguration,
    handler: ({ query, db }) => enabledFormByCode(db, query.code),
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/validate',
    operationId: 'validateFormValues',
    summary: '按已启用表单的规则校验填写的数据（必填、类型、长度、范围、选项）',
    access: 'session',
    graphql: 'query',
    audit: false,
    body: Type.Object({ code: FormCode, values: Type.Record(Type.String(), Type.Unknown(), { title: '表单数据' }) }),
    data: FormValueCheck,
    handler: async ({ body, db }) => {
      const form = await enabledFormByCode(db, body.code);
      const errors = validateFormValues(form.fields, body.values);
      return { valid: errors.length === 0, errors };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/add',
    operationId: 'addFormConfiguration',
    summary: '新增表单配置（新表单为停用状态）',
    access: bdpz.menuId,
    buttonId: bdpz.buttons.new,
    body: Type.Object(FormConfigurationFields),
    data: FormConfiguration,
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.code;
      return addFormConfiguration(db, body, user!.name);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/update',
    operationId: 'updateFormConfiguration',
    summary: '修改表单配置',
    access: bdpz.menuId,
    buttonId: bdpz.buttons.new,
    body: Type.Object({ id: Type.String({ title: '表单ID', minLength: 1 }), ...FormConfigurationFields, version: VersionField }),
    data: FormConfiguration,
    handler: async ({ body, db, audit }) => {
      audit.target = body.code;
      return updateFormConfiguration(db, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/start',
    operationId: 'startFormConfigurations',
    summary: '启用或停用表单（可批量）',
    access: bdpz.menuId,
    buttonId: bdpz.buttons.start,
    body: Type.Object({ ids: idList('表单', '表单ID'), enabled: Type.Boolean({ title: '启用' }) }),
    data: Type.Object({ changed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      audit.detail = body.enabled ? '启用' : '停用';
      return { changed: await setFormConfigurationsEnabled(db, body.ids, body.enabled) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/remove',
    operationId: 'removeFormConfiguration',
    summary: '删除一个表单（须先停用）',
    access: bdpz.menuId,
    buttonId: bdpz.buttons.delete,
    body: Type.Object({ id: Type.String({ title: '表单ID', minLength: 1 }) }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.id;
      return { removed: await removeFormConfigurations(db, [body.id]) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/batchRemove',
    operationId: 'removeFormConfigurations',
    summary: '批量删除表单（全部成功或全部不删；已启用的须先停用）',
    access: bdpz.menuId,
    buttonId: bdpz.buttons.plDelete,
    body: Type.Object({ ids: idList('表单', '表单ID') }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, audit }) => {
      audit.target = body.ids.join(',');
      return { removed: await removeFormConfigurations(db, body.ids) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/export',
    operationId: 'exportFormConfigurations',
    summary: `导出表单配置（.xlsx，按当前筛选，最多${EXPORT_SIZE}条）`,
    access: bdpz.menuId,
    raw: true,
    // The client sends its paging too; the export always takes every matching record.
    body: FormConfigurationFilter,
    data: Type.Null(),
    handler: async ({ body, db, reply }) => {
      const { records } = await formConfigurationPage(db, { ...body, current: 1, size: EXPORT_SIZE });
      await sendXlsx(reply, { fileName: FORM_CONFIGURATION_EXPORT_FILE, sheet: '表单配置', columns: EXPORT_COLUMNS, rows: records.map(exportRow) });
      return null;
    },
  }),
];
