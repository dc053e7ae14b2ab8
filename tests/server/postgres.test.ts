import { buildApp } from '../../server/app';
import { createDatabase, dropDatabase } from '../helpers/pg-database';
import { config } from '../../server/config';
import { openDatabase } from '../../server/db/open';
import { prepareDatabase } from '../../server/db/seed/prepare';
import { TEST_LOGIN_RATES } from '../helpers/app';

/**
 * The production mode on a real PostgreSQL server: runs when TEST_DATABASE_URL names a server we may
 * create databases on (.ci/run sets it when PostgreSQL answers); `npm test` alone skips it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL (DATABASE_URL)', () => {
  const name = `xfjd_test_${process.pid}_${Date.now()}`;
  let url = '';

  beforeAll(async () => {
    url = await createDatabase(adminUrl!, name);
  });
  afterAll(() => dropDatabase(adminUrl!, name));

  it('migrates, refuses to start without an administrator password, then seeds only the administrator', async () => {
    const cfg = { ...config, databaseUrl: url, seedDemo: false, adminPassword: undefined, logLevel: 'silent', ...TEST_LOGIN_RATES };
    const database = await openDatabase(cfg);
    try {
      await expect(prepareDatabase(database.db, cfg)).rejects.toThrow(/ADMIN_PASSWORD/);
      const seeded = await prepareDatabase(database.db, { ...cfg, adminPassword: 'Admin#2026x' });
      expect(seeded).toBe(false);
      const app = await buildApp({ db: database.db, config: cfg });
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { account: 'admin', password: 'Admin#2026x' } });
      const token = (login.json() as { data: { token: string } }).data.token;
      // The first administrator's password came from the deployment: it is changed before any other call.
      const refused = await app.inject({ method: 'GET', url: '/api/organization/getGeneralOrganTree', headers: { token } });
      expect((refused.json() as { code: number }).code).toBe(428);
      const changed = await app.inject({ method: 'POST', url: '/api/updatePassword', headers: { token }, payload: { oldPassword: 'Admin#2026x', newPassword: 'Changed#2026y' } });
      expect((changed.json() as { code: number }).code).toBe(0);
      const tree = await app.inject({ method: 'GET', url: '/api/organization/getGeneralOrganTree', headers: { token } });
      expect((tree.json() as { code: number }).code).toBe(0);
      const users = await app.inject({ method: 'GET', url: '/api/tw/lawOfficer/getZhifaryuan', query: { userName: '张' }, headers: { token } });
      expect((users.json() as { data: unknown[] }).data).toEqual([]);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
