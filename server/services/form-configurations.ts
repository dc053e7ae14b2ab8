import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { updateAtVersion } from './versioned-rows';
import { dictionaries, formConfigurations } from '../db/schema';
import { badRequest, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { FormFieldConfig, FormFieldDraft } from '../../src/constants/form-fields';
import { fieldListProblem, normalizeFields } from '../../src/shared/form-field-list';
import { escapeLike } from './like';

/** Dictionary type of the business types a form belongs to. */
export const BUSI_TYPE_DICT = 'busiType';
const NOT_FOUND = '表单配置不存在或已被删除';

export interface FormConfigurationInput {
  name: string;
  code: string;
  busiTypeCode: string;
  fields: FormFieldDraft[];
  remark?: string | null;
}

export interface FormConfigurationRow {
  id: string;
  name: string;
  code: string;
  busiTypeCode: string;
  busiTypeName: string | null;
  fields: FormFieldConfig[];
  fieldCount: number;
  enabled: boolean;
  remark: string | null;
  creatorName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface FormConfigurationFilter extends PageArgs {
  /** Matches the name or the code. */
  name?: string;
  busiTypeCode?: string;
  enabled?: boolean;
}

const columns = { form: formConfigurations, busiTypeName: dictionaries.label };
type Joined = { form: typeof formConfigurations.$inferSelect; busiTypeName: string | null };

const toRow = ({ form: r, busiTypeName }: Joined): FormConfigurationRow => ({
  id: r.id,
  name: r.name,
  code: r.code,
  busiTypeCode: r.busiTypeCode,
  busiTypeName,
  fields: r.fields,
  fieldCount: r.fields.length,
  enabled: r.enabled,
  remark: r.remark,
  creatorName: r.creatorName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

const live = eq(formConfigurations.deleted, false);
const joined = (db: Db) =>
  db
    .select(columns)
    .from(formConfigurations)
    .leftJoin(dictionaries, and(eq(dictionaries.type, BUSI_TYPE_DICT), eq(dictionaries.code, formConfigurations.busiTypeCode)));

export async function formConfigurationPage(db: Db, f: FormConfigurationFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: SQL[] = [live];
  const name = f.name?.trim();
  if (name) where.push(or(ilike(formConfigurations.name, `%${escapeLike(name)}%`), ilike(formConfigurations.code, `%${escapeLike(name)}%`))!);
  if (f.busiTypeCode) where.push(eq(formConfigurations.busiTypeCode, f.busiTypeCode));
  if (f.enabled !== undefined) where.push(eq(formConfigurations.enabled, f.enabled));
  const [{ total }] = await db.select({ total: count() }).from(formConfigurations).where(and(...where));
  const rows = await joined(db).where(and(...where)).orderBy(desc(formConfigurations.updatedAt), desc(formConfigurations.id)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

export async function formConfigurationDetail(db: Db, id: string): Promise<FormConfigurationRow> {
  const [row] = await joined(db).where(and(eq(formConfigurations.id, id), live));
  if (!row) throw notFound(NOT_FOUND);
  return toRow(row);
}

/** The enabled form of a code, as task screens render it. */
export async function enabledFormByCode(db: Db, code: string): Promise<FormConfigurationRow> {
  const [row] = await joined(db).where(and(eq(formConfigurations.code, code.trim()), live));
  if (!row) throw notFound(`表单${code}不存在或已被删除`);
  if (!row.form.enabled) throw badRequest(`表单“${row.form.name}”未启用`);
  return toRow(row);
}

/** Trims and checks what the schema cannot: the field list, the business type, a code no other live form uses. */
async function cleaned(db: Db, input: FormConfigurationInput, exceptId?: string) {
  const values = {
    name: input.name.trim(),
    code: input.code.trim(),
    busiTypeCode: input.busiTypeCode.trim(),
    fields: normalizeFields(input.fields),
    remark: input.remark?.trim() || null,
  };
  if (!values.name) throw badRequest('表单名称不能为空');
  if (!values.code) throw badRequest('表单编码不能为空');
  if (!values.busiTypeCode) throw badRequest('业务类型不能为空');
  const problem = fieldListProblem(values.fields);
  if (problem) throw badRequest(problem);
  const [busi] = await db.select({ code: dictionaries.code }).from(dictionaries).where(and(eq(dictionaries.type, BUSI_TYPE_DICT), eq(dictionaries.code, values.busiTypeCode)));
  if (!busi) throw badRequest(`业务类型${values.busiTypeCode}不存在`);
  const where = [eq(formConfigurations.code, values.code), live];
  if (exceptId) where.push(ne(formConfigurations.id, exceptId));
  const [taken] = await db.select({ id: formConfigurations.id }).from(formConfigurations).where(and(...where));
  if (taken) throw badRequest(`表单编码${values.code}已存在`);
  return values;
}

/** New forms start disabled: task screens see a form only after someone enables it (启用). */
export async function addFormConfiguration(db: Db, input: FormConfigurationInput, creatorName: string): Promise<FormConfigurationRow> {
  const values = await cleaned(db, input);
  const id = randomUUID();
  const now = new Date();
  await db.insert(formConfigurations).values({ id, ...values, enabled: false, creatorName, createdAt: now, updatedAt: now });
  return formConfigurationDetail(db, id);
}

export async function updateFormConfiguration(db: Db, input: FormConfigurationInput & { id: string; version: number }): Promise<FormConfigurationRow> {
  await formConfigurationDetail(db, input.id);
  const values = await cleaned(db, input, input.id);
  await updateAtVersion(db, formConfigurations, input.id, input.version, values);
  return formConfigurationDetail(db, input.id);
}

/** Enables (启用) or disables (停用) forms, all or nothing. */
export async function setFormConfigurationsEnabled(db: Db, ids: string[], enabled: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await (tx as unknown as Db)
      .update(formConfigurations)
      .set({ enabled, updatedAt: new Date() })
      .where(and(inArray(formConfigurations.id, ids), live))
      .returning({ id: formConfigurations.id });
    if (changed.length !== new Set(ids).size) throw notFound(NOT_FOUND);
    return changed.length;
  });
}

/** Soft delete, all or nothing; an enabled form must be disabled first so no task screen loses the form it shows. */
export async function removeFormConfigurations(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t
      .select({ id: formConfigurations.id, name: formConfigurations.name, enabled: formConfigurations.enabled })
      .from(formConfigurations)
      .where(and(inArray(formConfigurations.id, ids), live))
      .for('update');
    if (rows.length !== new Set(ids).size) throw notFound(NOT_FOUND);
    const active = rows.find((r) => r.enabled);
    if (active) throw badRequest(`表单“${active.name}”已启用，请先停用再删除`);
    await t.update(formConfigurations).set({ deleted: true, updatedAt: new Date() }).where(inArray(formConfigurations.id, ids));
    return rows.length;
  });
}
