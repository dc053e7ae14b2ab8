import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { organizations, users } from '../../server/db/schema';
import { buildXlsx } from '../../server/services/xlsx';
import { subordinateOrganIds } from '../../server/services/org-scope';
import { DEFAULT_INITIAL_PASSWORD } from '../../server/services/users';
import type { UserRow } from '../../server/entities/user.entity';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const tokens: Record<string, string> = {};
let futian: { id: string; name: string };
let luohu: { id: string; name: string };

beforeAll(async () => {
  t = await openTestApp();
  for (const account of ['admin', 'anquan', 'zhidui', 'dadui']) tokens[account] = await t.login(account);
  [futian] = await t.db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.sortName, '福田大队'));
  [luohu] = await t.db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.sortName, '罗湖大队'));
});
afterAll(async () => {
  await t.close();
});

type Page<R> = { current: number; size: number; total: number; records: R[] };
const post = <T>(url: string, body: unknown, account = 'admin') => t.call<T>('POST', url, { token: tokens[account], body });
const countUsers = async () => (await t.pglite.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;

async function multipart(url: string, file: Buffer, account = 'admin') {
  const boundary = '----usersTestBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: { token: tokens[account], 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  return res.json() as { code: number; msg: string; data: { imported?: number; errors?: { row: number; message: string }[] } | null };
}

describe('users: create, read, update, delete, recover', () => {
  let created: UserRow;

  it('adds a user with the initial password, marked as initial', async () => {
    const env = await post<UserRow>('/user/add', { account: 'ceshi01', name: '测试用户', organId: futian.id, phone: '13912345678', roleIds: ['r-dadui'] });
    expect(env.msg).toBe('操作成功');
    expect(env.code).toBe(0);
    created = env.data;
    expect(created).toMatchObject({ account: 'ceshi01', name: '测试用户', organName: futian.name, state: 'active', passwordIsInitial: true, version: 1, roleIds: ['r-dadui'] });
    await expect(t.login('ceshi01', DEFAULT_INITIAL_PASSWORD)).resolves.toBeTruthy();
  });

  it('finds it by name, account and unit (with subordinates), and shows its detail', async () => {
    const byName = await post<Page<UserRow>>('/user/page', { name: '测试用', current: 1, size: 10 });
    expect(byName.data.records.map((r) => r.account)).toEqual(['ceshi01']);
    const byOrgan = await post<Page<UserRow>>('/user/page', { organId: futian.id, account: 'ceshi', size: 50 });
    expect(byOrgan.data.total).toBe(1);
    const elsewhere = await post<Page<UserRow>>('/user/page', { organId: luohu.id, account: 'ceshi01' });
    expect(elsewhere.data.total).toBe(0);
    const detail = await t.call<UserRow>('GET', '/user/detail', { token: tokens.admin, query: { userId: created.userId } });
    expect(detail.data.email).toBeNull();
  });

  it('updates with the version read, and refuses a stale version with 409', async () => {
    const env = await post<UserRow>('/user/update', { userId: created.userId, version: 1, account: 'ceshi01', name: '测试改名', organId: futian.id, email: 'a@b.cn' });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '测试改名', email: 'a@b.cn', version: 2, roleIds: ['r-dadui'] });
    const stale = await post('/user/update', { userId: created.userId, version: 1, account: 'ceshi01', name: '再改', organId: futian.id });
    expect(stale).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const before = await countUsers();
    expect(await post('/user/add', { account: 'ceshi02', name: '', organId: futian.id })).toMatchObject({ code: 400, msg: '姓名不能为空' });
    expect(await post('/user/add', { account: 'ceshi02', name: '某某', organId: futian.id, phone: '123' })).toMatchObject({ code: 400, msg: '手机号码格式不正确' });
    expect(await post('/user/add', { account: 'ceshi02', name: '某某', organId: futian.id, password: 'short' })).toMatchObject({ code: 400, msg: '密码长度应为8到32位' });
    expect(await post('/user/add', { account: 'ceshi01', name: '某某', organId: futian.id })).toMatchObject({ code: 400, msg: '账号ceshi01已存在' });
    expect(await post('/user/add', { account: 'a b', name: '某某', organId: futian.id })).toMatchObject({ code: 400, msg: '账号格式不正确' });
    expect(await countUsers()).toBe(before);
  });

  it('deletes into the recycle bin and recovers from it', async () => {
    expect((await post('/user/remove', { userIds: [created.userId] })).code).toBe(0);
    const live = await post<Page<UserRow>>('/user/page', { account: 'ceshi01' });
    expect(live.data.total).toBe(0);
    const bin = await post<Page<UserRow>>('/user/page', { account: 'ceshi01', deleted: true });
    expect(bin.data.records[0]).toMatchObject({ userId: created.userId, deleted: true });
    expect((await post('/user/recovery', { userIds: [created.userId] })).code).toBe(0);
    expect((await post<Page<UserRow>>('/user/page', { account: 'ceshi01' })).data.total).toBe(1);
  });

  it('freezes (login refused), unfreezes, initialises the password and unlocks the login (freezing and unlocking: the security administrator)', async () => {
    expect((await post('/user/freeze', { userIds: [created.userId], frozen: true }, 'anquan')).code).toBe(0);
    const refused = await t.call('POST', '/login', { body: { account: 'ceshi01', password: DEFAULT_INITIAL_PASSWORD } });
    expect(refused).toMatchObject({ code: 403, msg: '账号已被冻结，请联系管理员' });
    expect((await post('/user/freeze', { userIds: [created.userId], frozen: false }, 'anquan')).code).toBe(0);

    await t.db.update(users).set({ passwordHash: 'x', passwordIsInitial: false, failedLogins: 5, lockedUntil: new Date(Date.now() + 600_000) }).where(eq(users.id, created.userId));
    const locked = await t.call<UserRow>('GET', '/user/detail', { token: tokens.admin, query: { userId: created.userId } });
    expect(locked.data.locked).toBe(true);
    expect((await post('/user/unlockLogin', { userIds: [created.userId] }, 'anquan')).code).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });

    expect((await post('/user/initPassword', { userIds: [created.userId] })).code).toBe(0);
    const [after] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(after.passwordIsInitial).toBe(true);
    await expect(t.login('ceshi01', DEFAULT_INITIAL_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses to freeze or delete one’s own account', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.account, 'admin'));
    const [security] = await t.db.select().from(users).where(eq(users.account, 'anquan'));
    expect(await post('/user/freeze', { userIds: [security.id], frozen: true }, 'anquan')).toMatchObject({ code: 400, msg: '不能冻结本人账号' });
    expect(await post('/user/remove', { userIds: [me.id] })).toMatchObject({ code: 400, msg: '不能删除本人账号' });
  });
});

describe('users: permissions and organisation scope', () => {
  it('refuses a user without the menu or the button (403)', async () => {
    const env = await post('/user/page', {}, 'zhidui');
    expect(env.code).toBe(403);
    expect((await post('/user/add', { account: 'ceshi03', name: '某某', organId: futian.id }, 'zhidui')).code).toBe(403);
  });

  it('limits a unit manager to their own unit and below', async () => {
    // A role with the user screen and its buttons, held by the brigade account.
    // Roles and grants are the security administrator's (三员分立).
    const role = await post<{ roleId: string }>('/role/add', { name: '大队用户管理员', code: 'daduiUserAdmin' }, 'anquan');
    const detail = await t.call<{ pcMenuIds: number[] }>('GET', '/role/details', { token: tokens.anquan, query: { roleId: 'r-dadui' } });
    await post('/role/grantMenus', { roleId: role.data.roleId, client: 'pc', menuIds: [...detail.data.pcMenuIds, 11101, 11102, 11103, 11105] }, 'anquan');
    const [dadui] = await t.db.select().from(users).where(eq(users.account, 'dadui'));
    await post('/role/addUser', { roleId: role.data.roleId, userIds: [dadui.id] }, 'anquan');
    const token = await t.login('dadui');
    tokens.daduiAdmin = token;

    const mine = await post<Page<UserRow>>('/user/page', { size: 200 }, 'daduiAdmin');
    expect(mine.code).toBe(0);
    expect(mine.data.total).toBeGreaterThan(0);
    const scope = new Set(await subordinateOrganIds(t.db, futian.id));
    expect(mine.data.records.every((r) => scope.has(r.organId))).toBe(true);
    const outside = await post('/user/add', { account: 'ceshi04', name: '某某', organId: luohu.id }, 'daduiAdmin');
    expect(outside).toMatchObject({ code: 403, msg: '所属单位只能选择本单位及下级单位' });
    const [luohuUser] = await t.db.select().from(users).where(eq(users.organId, luohu.id));
    expect((await post('/user/freeze', { userIds: [luohuUser.id], frozen: true }, 'daduiAdmin')).code).toBe(403);
    expect((await post('/user/initPassword', { userIds: [luohuUser.id] }, 'daduiAdmin')).code).toBe(403);
    const escalate = await post('/user/add', { account: 'ceshi05', name: '某某', organId: futian.id, roleIds: ['r-admin'] }, 'daduiAdmin');
    expect(escalate).toMatchObject({ code: 403, msg: '只有系统管理员可以管理系统管理员角色' });
    expect((await t.db.select().from(users).where(eq(users.account, 'ceshi05'))).length).toBe(0);
  });
  it('sends each row the actions the server allows the caller on it, by its state and the caller’s buttons', async () => {
    const find = async (account: string, body: Record<string, unknown> = {}) => (await post<Page<UserRow>>('/user/page', { account: 'ceshi01', ...body }, account)).data.records[0];
    // The system administrator edits, resets and deletes; freezing is the security administrator's (三员分立).
    const active = await find('admin');
    expect(active.allows).toEqual(expect.arrayContaining(['edit', 'resetPwd', 'delete']));
    expect(active.allows).not.toContain('freeze');
    expect(active.allows).not.toContain('unfreeze');
    expect(active.allows).not.toContain('recovery');
    expect((await find('anquan')).allows).toEqual(expect.arrayContaining(['freeze']));
    expect((await post('/user/freeze', { userIds: [active.userId], frozen: true }, 'anquan')).code).toBe(0);
    expect((await find('anquan')).allows).toEqual(expect.arrayContaining(['unfreeze']));
    expect((await find('anquan')).allows).not.toContain('freeze');
    // The unit manager holds 冻结 and 删除 but not 初始化密码 or 恢复.
    const managed = await find('daduiAdmin');
    expect(managed.allows).toEqual(expect.arrayContaining(['edit', 'unfreeze', 'delete']));
    expect(managed.allows).not.toContain('resetPwd');
    expect((await post('/user/freeze', { userIds: [active.userId], frozen: false }, 'anquan')).code).toBe(0);
    expect((await post('/user/remove', { userIds: [active.userId] })).code).toBe(0);
    expect((await find('admin', { deleted: true })).allows).toEqual(['recovery']);
    expect((await find('daduiAdmin', { deleted: true })).allows).toEqual([]);
    expect((await t.call<UserRow>('GET', '/user/detail', { token: tokens.admin, query: { userId: active.userId } })).data).toMatchObject({ deleted: true, allows: ['recovery'] });
    expect((await post('/user/recovery', { userIds: [active.userId] })).code).toBe(0);
  });
});

describe('users: export and import', () => {
  it('exports the listed rows as a real .xlsx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/export', headers: { token: tokens.admin }, payload: { organId: futian.id, name: '测试' } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户列表.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('账号');
    const listed = await post<Page<UserRow>>('/user/page', { organId: futian.id, name: '测试' });
    expect(sheet.rowCount - 1).toBe(listed.data.total);
    expect(sheet.getRow(2).getCell(1).value).toBe(listed.data.records[0].account);
  });

  const columns = ['账号', '姓名', '所属单位', '手机号码', '电子邮箱', '角色'].map((header, i) => ({ header, key: `c${i}` }));
  const sheet = (rows: string[][]) => buildXlsx('用户', columns, rows.map((r) => Object.fromEntries(r.map((v, i) => [`c${i}`, v]))));

  it('imports nothing when one row is bad, naming the row', async () => {
    const before = await countUsers();
    const file = await sheet([
      ['daoru01', '导入一', futian.name, '13900000001', '', '大队监督员'],
      ['daoru02', '导入二', '不存在的单位', '', '', ''],
      ['daoru03', '导入三', futian.name, '', '', ''],
    ]);
    const env = await multipart('/user/import', file);
    expect(env.code).toBe(400);
    expect(env.msg).toContain('第3行：所属单位不存在的单位不存在');
    expect(env.data?.errors).toEqual([{ row: 3, message: '所属单位不存在的单位不存在' }]);
    expect(await countUsers()).toBe(before);
  });

  it('imports every row of a good file with the initial password', async () => {
    const file = await sheet([
      ['daoru01', '导入一', futian.name, '13900000001', '', '大队监督员'],
      ['daoru03', '导入三', futian.name, '', 'x@y.cn', ''],
    ]);
    const env = await multipart('/user/import', file);
    expect(env).toMatchObject({ code: 0, data: { imported: 2 } });
    const rows = await post<Page<UserRow>>('/user/page', { account: 'daoru0' });
    expect(rows.data.records.map((r) => r.account).sort()).toEqual(['daoru01', 'daoru03']);
    expect(rows.data.records.find((r) => r.account === 'daoru01')!.roleNames).toBe('大队监督员');
    await expect(t.login('daoru03', DEFAULT_INITIAL_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses the import without the button', async () => {
    expect((await multipart('/user/import', await sheet([['x1', 'x', futian.name, '', '', '']]), 'zhidui')).code).toBe(403);
  });
});
