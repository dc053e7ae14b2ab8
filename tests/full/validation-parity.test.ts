/** The forms' wording of refusals equals the server's for every route of the table with a JSON body (fast tier: entity routes). */
import { allRoutes } from '../../server/routes';
import { openTestApp, type TestApp } from '../helpers/app';
import { compareRefusals } from '../shared/support/refusal-parity';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.close());

it('form validation says what the server says, for every bad body of every route', async () => {
  expect(await compareRefusals(t, await t.login('admin'), allRoutes)).toBeGreaterThan(2000);
}, 300_000);
