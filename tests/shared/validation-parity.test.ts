/**
 * The forms word their errors with the server's own rules: bad bodies of every entity route are refused
 * by the server (ajv) and by src/shared/validation with the same message. Every route of the table: tests/full.
 */
import { entityRouteTable } from '../../server/entities';
import { openTestApp, type TestApp } from '../helpers/app';
import { compareRefusals } from './support/refusal-parity';
import { dutyAccount } from '../helpers/duties';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.close());

it('form validation says what the server says, for every bad body of every entity route', async () => {
  // 三员分立: 角色管理 is the security administrator's, everything else admin's.
  const asAdmin = await compareRefusals(t, await t.login('admin'), entityRouteTable.filter((r) => dutyAccount(r) === 'admin'));
  const asSecurity = await compareRefusals(t, await t.login('anquan'), entityRouteTable.filter((r) => dutyAccount(r) === 'anquan'));
  expect(asSecurity).toBeGreaterThan(0);
  expect(asAdmin + asSecurity).toBeGreaterThan(10);
}, 120_000);
