import { Type } from '@sinclair/typebox';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { organizations, roles, users } from '../../../db/schema';
import { EXPORT_SIZE } from '../../../http/paging';
import { defineRoute, type AnyRoute, type SessionUser } from '../../../http/route';
import { hashPassword } from '../../../auth/password';
import { importAllOrNone, type SheetRows } from '../../../http/xlsx-import';
import { scopeOf } from '../../../services/org-scope';
import { initialPassword, insertUser, type UserInput, type UserRow, userPage } from '../../../services/users';
import { sendXlsx, type ImportColumn, type XlsxColumn } from '../../../services/xlsx';
import { ACCOUNT_PATTERN, UserExportInput } from './schemas';
import { USER_BUTTONS, USER_MENU } from './grants';

export const USER_EXPORT_FILE = '用户列表.xlsx';
export const USER_SHEET = '用户';
/** At most this many bad rows are spelled out in the message; all of them are in `data.errors`. */

const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' });
const STATE_TEXT = { active: '正常', frozen: '冻结' } as const;

type ExportRow = UserRow & { stateText: string; createdText: string };
export const USER_EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '账号', key: 'account', width: 16 },
  { header: '姓名', key: 'name', width: 12 },
  { header: '所属单位', key: 'organName', width: 32 },
  { header: '手机号码', key: 'phone', width: 16 },
  { header: '电子邮箱', key: 'email', width: 24 },
  { header: '角色', key: 'roleNames', width: 24 },
  { header: '状态', key: 'stateText', width: 8 },
  { header: '创建时间', key: 'createdText', width: 20 },
];

interface ImportRow { account: string; name: string; organName: string; phone?: string; email?: string; roleNames?: string }

const accountRe = new RegExp(ACCOUNT_PATTERN);
export const USER_IMPORT_COLUMNS: ImportColumn[] = [
  { header: '账号', key: 'account', required: true, parse: (v) => { if (!accountRe.test(v)) throw new Error('应为3到32位字母、数字或_.@-'); return v; } },
  { header: '姓名', key: 'name', required: true, parse: (v) => { if (v.length > 32) throw new Error('长度不能超过32位'); return v; } },
  { header: '所属单位', key: 'organName', required: true },
  { header: '手机号码', key: 'phone', parse: (v) => { if (!/^1\d{10}$|^0\d{2,3}-?\d{7,8}$/.test(v)) throw new Error('格式不正确'); return v; } },
  { header: '电子邮箱', key: 'email', parse: (v) => { if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) throw new Error('格式不正确'); return v; } },
  { header: '角色', key: 'roleNames' },
];

/** Every row checked against the database and the rest of the file; returns the users to insert or the bad rows. */
async function resolveRows(db: Db, me: SessionUser, rows: (ImportRow & { rowNumber: number })[]) {
  const scope = await scopeOf(db, me);
  const organRows = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.deleted, false));
  const organsByName = new Map<string, string[]>();
  for (const o of organRows) organsByName.set(o.name, [...(organsByName.get(o.name) ?? []), o.id]);
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.deleted, false));
  const accounts = rows.map((r) => r.account);
  const taken = new Set(
    accounts.length ? (await db.select({ account: users.account }).from(users).where(inArray(users.account, accounts))).map((u) => u.account) : [],
  );
  const seen = new Map<string, number>();
  const errors: { row: number; message: string }[] = [];
  const inputs: UserInput[] = [];
  for (const r of rows) {
    const problems: string[] = [];
    if (taken.has(r.account)) problems.push(`账号${r.account}已存在`);
    if (seen.has(r.account)) problems.push(`账号${r.account}与第${seen.get(r.account)}行重复`);
    seen.set(r.account, r.rowNumber);
    const organIds = organsByName.get(r.organName) ?? [];
    if (organIds.length !== 1) problems.push(organIds.length ? `所属单位${r.organName}名称不唯一` : `所属单位${r.organName}不存在`);
    else if (scope && !scope.includes(organIds[0])) problems.push('所属单位只能选择本单位及下级单位');
    const roleNames = (r.roleNames ?? '').split(/[、,，]/).map((s) => s.trim()).filter(Boolean);
    const roleIds = roleNames.map((n) => roleRows.find((x) => x.name === n)?.id);
    const unknown = roleNames.filter((_, i) => !roleIds[i]);
    if (unknown.length) problems.push(`角色${unknown.join('、')}不存在`);
    if (problems.length) errors.push({ row: r.rowNumber, message: problems.join('；') });
    else inputs.push({ account: r.account, name: r.name, organId: organIds[0], phone: r.phone ?? null, email: r.email ?? null, roleIds: roleIds as string[] });
  }
  return { inputs, errors };
}


export const userTransferRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/user/export',
    operationId: 'exportUsers',
    summary: '导出用户列表（.xlsx）',
    access: USER_MENU,
    raw: true,
    body: UserExportInput,
    data: Type.Null(),
    handler: async ({ body, db, user, reply }) => {
      const { records } = await userPage(db, user!, { ...body, current: 1, size: EXPORT_SIZE });
      const rows = records.map((r) => ({ ...r, stateText: STATE_TEXT[r.state], createdText: stamp.format(new Date(r.createdAt)) }));
      await sendXlsx(reply, { fileName: USER_EXPORT_FILE, sheet: USER_SHEET, columns: USER_EXPORT_COLUMNS, rows });
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/user/import',
    operationId: 'importUsers',
    summary: '导入用户（.xlsx，全部正确才导入，初始密码）',
    access: USER_MENU,
    buttonId: USER_BUTTONS.new,
    raw: true,
    data: Type.Null(),
    handler: (ctx) =>
      importAllOrNone(ctx, {
        columns: USER_IMPORT_COLUMNS,
        noun: '个用户',
        // Every imported user starts with the configured initial password, hashed once and before the transaction.
        resolve: async (rows: SheetRows<ImportRow>) => {
          const { inputs, errors } = await resolveRows(ctx.db, ctx.user!, rows);
          const hash = errors.length ? '' : await hashPassword(await initialPassword(ctx.db));
          return { values: inputs.map((input) => ({ input, hash })), errors };
        },
        insert: async (tx, values) => {
          for (const { input, hash } of values) await insertUser(tx, input, hash);
        },
      }),
  }),
];
