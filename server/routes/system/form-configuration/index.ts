import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { formConfigurations } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { formConfiguration, type FormConfigurationRow } from '../../../entities/form-configuration.entity';
import { badRequest, notFound } from '../../../http/envelope';
import { defineRoute, type AnyRoute, type SessionUser } from '../../../http/route';
import { idList } from '../../../http/record-fields';
import { validateFormValues } from '../../../services/form-values';

const { menuId, buttons } = formConfiguration.writeGrants;
const FormCode = Type.String({ title: '表单编码', minLength: 1, maxLength: 50 });
const FormValueCheck = Type.Object({
  valid: Type.Boolean({ title: '通过' }),
  errors: Type.Array(Type.Object({ key: Type.String({ title: '字段标识' }), message: Type.String({ title: '错误信息' }) }), { title: '错误' }),
});

/** The enabled form of a code, as task screens render it. */
async function enabledFormByCode(db: Db, user: SessionUser, code: string): Promise<FormConfigurationRow> {
  const [found] = await db.select({ id: formConfigurations.id }).from(formConfigurations).where(and(eq(formConfigurations.code, code.trim()), eq(formConfigurations.deleted, false)));
  if (!found) throw notFound(`表单${code}不存在或已被删除`);
  const form = await formConfiguration.ops.detail(db, user, found.id);
  if (!form.enabled) throw badRequest(`表单“${form.name}”未启用`);
  return form;
}

/** What 表单配置 has beyond the standard operations of its entity (server/entities/form-configuration.entity.ts). */
export const formConfigurationRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/formConfiguration/getByCode',
    operationId: 'formConfigurationByCode',
    summary: '按编码取已启用的表单（任务页面据此渲染表单）',
    // Task screens of every module render configured forms, so any signed-in user may read one.
    access: 'session',
    querystring: Type.Object({ code: FormCode }),
    data: formConfiguration.row,
    handler: ({ query, db, user }) => enabledFormByCode(db, user!, query.code),
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
    handler: async ({ body, db, user }) => {
      const form = await enabledFormByCode(db, user!, body.code);
      const errors = validateFormValues(form.fields, body.values);
      return { valid: errors.length === 0, errors };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/start',
    operationId: 'startFormConfigurations',
    summary: '启用或停用表单（可批量）',
    access: menuId,
    buttonId: buttons.start,
    body: Type.Object({ ids: idList('表单', '表单ID'), enabled: Type.Boolean({ title: '启用' }) }),
    data: Type.Object({ changed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.ids.join(',');
      audit.detail = body.enabled ? '启用' : '停用';
      return { changed: await formConfiguration.ops.setEnabledMany(db, user!, body.ids, body.enabled) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/formConfiguration/remove',
    operationId: 'removeFormConfiguration',
    summary: '删除一个表单（须先停用）',
    access: menuId,
    buttonId: buttons.delete,
    body: Type.Object({ id: Type.String({ title: '表单ID', minLength: 1 }) }),
    data: Type.Object({ removed: Type.Integer() }),
    handler: async ({ body, db, user, audit }) => {
      audit.target = body.id;
      return { removed: await formConfiguration.ops.remove(db, user!, [body.id]) };
    },
  }),
];
