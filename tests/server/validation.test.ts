import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { verifyPassword } from '../../server/auth/password';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await t.login('dadui');
});
afterAll(async () => {
  await t.close();
});

const dadui = async () => (await t.db.select().from(users).where(eq(users.account, 'dadui')))[0];

describe('updatePersonalCenter validation', () => {
  it.each([
    [{ name: '' }, '姓名不能为空'],
    [{}, '姓名不能为空'],
    [{ name: '   ' }, '姓名不能为空'],
    [{ name: 'x'.repeat(33) }, '姓名长度不能超过32位'],
    [{ name: '李四', phone: 'abc' }, '手机号码格式不正确'],
    [{ name: '李四', email: 'not-mail' }, '电子邮箱格式不正确'],
    [{ name: { first: '李' } }, '姓名格式不正确'],
  ])('%j → 400 %s and nothing changes', async (body, msg) => {
    const before = await dadui();
    const env = await t.call('POST', '/user/updatePersonalCenter', { token, body });
    expect(env).toMatchObject({ code: 400, msg });
    const after = await dadui();
    expect(after).toEqual(before);
  });

  it('saves a valid change and returns the personal info', async () => {
    const env = await t.call<{ name: string; phone: string }>('POST', '/user/updatePersonalCenter', {
      token,
      body: { name: ' 李明辉 ', phone: '13912345678', email: 'lmh@example.cn' },
    });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '李明辉', phone: '13912345678' });
    expect((await dadui()).email).toBe('lmh@example.cn');
  });
});

describe('updatePassword', () => {
  it.each([
    [{ oldPassword: 'Fire@2026' }, '新密码不能为空'],
    [{ oldPassword: 'Fire@2026', newPassword: 'Ab1!' }, '新密码长度应为8到32位'],
    [{ oldPassword: 'Fire@2026', newPassword: 'abcdefgh1' }, '新密码须包含大写字母、小写字母、数字、特殊符号中的至少3种'],
    [{ oldPassword: 'Fire@2026', newPassword: 'Fire@2026' }, '新密码不能与原密码相同'],
    [{ oldPassword: 'Wrong@2026', newPassword: 'Better#2027' }, '原密码错误'],
    [{ newPassword: 'Better#2027' }, '原密码不能为空'],
  ])('%j → 400 %s and the password stays', async (body, msg) => {
    const before = await dadui();
    const env = await t.call('POST', '/updatePassword', { token, body });
    expect(env).toMatchObject({ code: 400, msg });
    expect((await dadui()).passwordHash).toBe(before.passwordHash);
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const other = await t.login('dadui');
    const env = await t.call('POST', '/updatePassword', { token, body: { oldPassword: 'Fire@2026', newPassword: 'Better#2027' } });
    expect(env.code).toBe(0);
    const row = await dadui();
    expect(await verifyPassword(row.passwordHash, 'Better#2027')).toBe(true);
    expect(row.passwordIsInitial).toBe(false);
    expect((await t.call('GET', '/user/getPersonalInfo', { token })).code).toBe(0);
    expect((await t.call('GET', '/user/getPersonalInfo', { token: other })).code).toBe(408);
    expect((await t.call('POST', '/login', { body: { account: 'dadui', password: 'Better#2027' } })).code).toBe(0);
  });
});
