/** The forms' wording of refusals equals the server's for every route of the table with a JSON body (fast tier: entity routes). */
import { allRoutes } from '../../server/routes';
import { openTestApp, type TestApp } from '../helpers/app';
import { compareRefusals } from '../shared/support/refusal-parity';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.close());

// 三员分立: the audit log's routes belong to the audit administrator alone; everything else is admin's.
const isAuditLog = (url: string) => url.startsWith('/OperationRecord/');

it('form validation says what the server says, for every bad body of every route', async () => {
  const asAdmin = await compareRefusals(t, await t.login('admin'), allRoutes.filter((r) => !isAuditLog(r.url)));
  const asAuditor = await compareRefusals(t, await t.login('shenji'), allRoutes.filter((r) => isAuditLog(r.url)));
  expect(asAuditor).toBeGreaterThan(0);
  expect(asAdmin + asAuditor).toBeGreaterThan(2000);
}, 300_000);
