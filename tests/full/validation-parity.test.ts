/** The forms' wording of refusals equals the server's for every route of the table with a JSON body (fast tier: entity routes). */
import { allRoutes } from '../../server/routes';
import { openTestApp, type TestApp } from '../helpers/app';
import { compareRefusals } from '../shared/support/refusal-parity';
import { dutyAccount } from '../helpers/duties';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.close());

// 三员分立: the audit log's routes belong to the audit administrator, roles, grants and lock/unlock to the
// security administrator; everything else is admin's.

it('form validation says what the server says, for every bad body of every route', async () => {
  const asAdmin = await compareRefusals(t, await t.login('admin'), allRoutes.filter((r) => dutyAccount(r) === 'admin'));
  const asAuditor = await compareRefusals(t, await t.login('shenji'), allRoutes.filter((r) => dutyAccount(r) === 'shenji'));
  const asSecurity = await compareRefusals(t, await t.login('anquan'), allRoutes.filter((r) => dutyAccount(r) === 'anquan'));
  expect(asAuditor).toBeGreaterThan(0);
  expect(asSecurity).toBeGreaterThan(0);
  expect(asAdmin + asAuditor + asSecurity).toBeGreaterThan(2000);
}, 300_000);
