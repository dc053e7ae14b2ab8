/** The demo developer role: the machine inspector (11970) with the menus above it, nothing else of /system. */
import { openTestDb, type TestDb } from '../helpers/db';

let tdb: TestDb;
beforeAll(async () => {
  tdb = await openTestDb();
});
afterAll(async () => {
  await tdb.close();
});

describe('开发人员 role', () => {
  it('holds the inspector and its parent menus on the PC, and no other system page', async () => {
    const { rows: [role] } = await tdb.pglite.query<{ name: string; code: string }>("select name, code from roles where id = 'r-kaifa'");
    expect(role).toEqual({ name: '开发人员', code: 'developer' });
    const { rows } = await tdb.pglite.query<{ menu_id: number }>("select menu_id from role_menus where role_id = 'r-kaifa' and client = 'pc' order by menu_id");
    const menuIds = rows.map((row) => row.menu_id);
    expect(menuIds).toEqual(expect.arrayContaining([1, 100, 11000, 11970]));
    expect(menuIds.filter((id) => id >= 11000 && id < 12000)).toEqual([11000, 11970]);
  });
});
