/**
 * 三员分立 under concurrency on a real PostgreSQL server (pooled connections): of many simultaneous
 * grants of the system, security and audit administrator roles to one account, exactly one kind holds.
 * Runs when TEST_DATABASE_URL names a server we may create databases on (as tests/server/postgres.test.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { config } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { roles, userRoles } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { prepareDatabase } from '../../server/db/seed/prepare';
import { SEPARATION_MESSAGE } from '../../server/auth/separation';
import { TEST_LOGIN_RATES } from '../helpers/app';
import { createDatabase, dropDatabase } from '../helpers/pg-database';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('三员分立 on PostgreSQL', () => {
  const name = `xfjd_sep_${process.pid}_${Date.now()}`;
  let url = '';

  beforeAll(async () => {
    url = await createDatabase(adminUrl!, name);
  });
  afterAll(() => dropDatabase(adminUrl!, name));

  it('lets one of the three roles through when 30 grants (role members and the user form) race', async () => {
    const cfg = { ...config, databaseUrl: url, seedDemo: true, adminPassword: undefined, logLevel: 'silent', ...TEST_LOGIN_RATES };
    const database = await openDatabase(cfg);
    try {
      await prepareDatabase(database.db, cfg);
      const app = await buildApp({ db: database.db, config: cfg });
      const call = async (url: string, token: string, payload: object) =>
        (await app.inject({ method: 'POST', url: `/api${url}`, headers: { token }, payload })).json() as { code: number; msg: string; data: { userId: string } };
      const login = async (account: string) =>
        ((await app.inject({ method: 'POST', url: '/api/login', payload: { account, password: DEMO_PASSWORD } })).json() as { data: { token: string } }).data.token;
      const [admin, anquan] = [await login('admin'), await login('anquan')];
      const held = (userId: string) =>
        database.db
          .select({ code: roles.code })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(and(eq(userRoles.userId, userId), inArray(roles.code, ['admin', 'securityAdmin', 'auditAdmin'])));

      const first = (await call('/user/add', admin, { account: 'pgbingfa1', name: '并发一', organId: 'o-0001' })).data.userId;
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) => call('/role/addUser', anquan, { roleId: ['r-anquan', 'r-shenji', 'r-admin'][i % 3], userIds: [first] })),
      );
      expect(replies.every((r) => r.code === 0 || r.msg === SEPARATION_MESSAGE)).toBe(true);
      expect(await held(first)).toHaveLength(1);

      const second = (await call('/user/add', admin, { account: 'pgbingfa2', name: '并发二', organId: 'o-0001' })).data.userId;
      const form = call('/user/update', admin, { userId: second, version: 1, account: 'pgbingfa2', name: '并发二', organId: 'o-0001', roleIds: ['r-admin'] });
      const adds = Array.from({ length: 10 }, () => call('/role/addUser', anquan, { roleId: 'r-shenji', userIds: [second] }));
      // The user form may not give a 三员 role (the security administrator's, on the role's members).
      expect(await form).toMatchObject({ code: 403, msg: '只有安全管理员可以管理三员角色的成员' });
      await Promise.all(adds);
      expect(await held(second)).toHaveLength(1);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
