import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { config } from '../../server/config';
import { operationRecords, users } from '../../server/db/schema';
import { BizError } from '../../server/http/envelope';
import { registerRoutes } from '../../server/http/register';
import { defineRoute } from '../../server/http/route';
import { openTestDb, type TestDb } from '../helpers/db';
import { DEMO_PASSWORD } from '../../server/db/seed';

let tdb: TestDb;
let app: FastifyInstance;

const renameThenFail = defineRoute({
  method: 'POST',
  url: '/test/renameThenFail',
  operationId: 'testRenameThenFail',
  summary: '测试：事务内失败',
  access: 'public',
  body: Type.Object({ name: Type.String({ title: '姓名', minLength: 2, maxLength: 8 }), mode: Type.Union([Type.Literal('biz'), Type.Literal('crash')], { title: '模式' }) }),
  data: Type.Null(),
  handler: async ({ body, db, audit }) => {
    audit.target = 'admin';
    await db.transaction(async (tx) => {
      await tx.update(users).set({ name: body.name }).where(eq(users.account, 'admin'));
      if (body.mode === 'biz') throw new BizError(409, '数据已被他人修改，请刷新后重试');
      throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
    });
    return null;
  },
});

beforeAll(async () => {
  tdb = await openTestDb();
  app = Fastify({ logger: false });
  await registerRoutes(app, [renameThenFail], { db: tdb.db, config: { ...config, tokenSecret: undefined } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await tdb.close();
});

const post = async (body: unknown) => {
  const res = await app.inject({ method: 'POST', url: '/api/test/renameThenFail', payload: body as object });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const adminName = async () => (await tdb.db.select().from(users).where(eq(users.account, 'admin')))[0].name;
const records = () => tdb.db.select().from(operationRecords).where(eq(operationRecords.operationId, 'testRenameThenFail'));

describe('the route layer', () => {
  it('rolls back the failed transaction but keeps its operation record', async () => {
    const env = await post({ name: '改名', mode: 'biz' });
    expect(env).toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试', data: null });
    expect(await adminName()).toBe('系统管理员');
    const rows = await records();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'failure', target: 'admin', message: '数据已被他人修改，请刷新后重试' });
  });

  it('turns an unknown exception into code 500 with the busy text and no internals', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/renameThenFail', payload: { name: '改名', mode: 'crash' } });
    expect(res.json()).toEqual({ code: 500, msg: '服务器繁忙，请稍后重试', data: null });
    expect(res.body).not.toMatch(/secret_table|srv|stack/);
    expect(await adminName()).toBe('系统管理员');
  });

  it('names the field of a length or enum violation', async () => {
    expect((await post({ name: '长'.repeat(9), mode: 'biz' })).msg).toBe('姓名长度应为2到8位');
    expect((await post({ name: '张三', mode: 'other' })).msg).toBe('模式取值不正确');
    expect((await post({ mode: 'biz' })).msg).toBe('姓名不能为空');
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/renameThenFail', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('keeps the demo password usable (sanity of the template)', () => {
    expect(DEMO_PASSWORD).toBe('Fire@2026');
  });
});
