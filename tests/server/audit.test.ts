import { and, desc, eq } from 'drizzle-orm';
import { isAudited } from '../../server/http/audit';
import { operationRecords } from '../../server/db/schema';
import { allRoutes } from '../../server/routes';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const recordsOf = (operationId: string) =>
  t.db.select().from(operationRecords).where(eq(operationRecords.operationId, operationId)).orderBy(desc(operationRecords.createdAt));

describe('operation records', () => {
  it.each(allRoutes.filter(isAudited).map((r) => [r.operationId, r] as const))(
    '%s writes one record per call, whatever the outcome',
    async (operationId, route) => {
      const token = await t.login('admin');
      const before = (await recordsOf(operationId)).length;
      const url = `/api${route.url.replace(/:(\w+)/g, 'x')}`;
      const res = await t.app.inject({ method: route.method, url, headers: { token }, ...(route.method === 'GET' ? {} : { payload: {} }) });
      // File replies (exports, downloads) are recorded too; they answer a file, not an envelope.
      const env = String(res.headers['content-type']).includes('json') ? (res.json() as { code: number; msg: string }) : { code: 0, msg: '操作成功' };
      const after = await recordsOf(operationId);
      expect(after.length).toBe(before + 1);
      expect(after[0]).toMatchObject({
        method: route.method,
        outcome: env.code === 0 ? 'success' : 'failure',
        message: env.msg,
        menuId: typeof route.access === 'number' ? route.access : null,
      });
    },
  );

  it('records who did what on success', async () => {
    const token = await t.login('dadui');
    await t.call('POST', '/user/updatePersonalCenter', { token, body: { name: '李明辉' } });
    const [row] = await t.db
      .select()
      .from(operationRecords)
      .where(and(eq(operationRecords.operationId, 'updatePersonalCenter'), eq(operationRecords.outcome, 'success')))
      .orderBy(desc(operationRecords.createdAt));
    expect(row).toMatchObject({ userName: '李明辉', url: '/api/user/updatePersonalCenter', target: 'dadui', outcome: 'success' });
    expect(row.userId).toBeTruthy();
  });

  it('records failed logins (validation, wrong password) with the account as target', async () => {
    await t.call('POST', '/login', { body: { account: 'fazhi', password: 'bad' } });
    const [row] = await recordsOf('login');
    expect(row).toMatchObject({ outcome: 'failure', target: 'fazhi', message: '账号或密码错误，还可尝试4次' });
  });

  it('does not audit reads', async () => {
    const token = await t.login('admin');
    await t.call('GET', '/user/getPersonalInfo', { token });
    await t.call('POST', '/sys/notice/getReceivePage', { token, body: { current: 1, size: 10 } });
    expect(await recordsOf('getPersonalInfo')).toHaveLength(0);
    expect(await recordsOf('getReceivePage')).toHaveLength(0);
  });
});
