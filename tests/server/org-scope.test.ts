import { organizations } from '../../server/db/schema';
import { organFilter, subordinateOrganIds } from '../../server/services/org-scope';
import { pageWindow } from '../../server/http/paging';
import type { SessionUser } from '../../server/http/route';
import { openTestDb } from '../helpers/db';

describe('organisation scope', () => {
  it('walks the whole subtree and limits filters to the caller scope', async () => {
    const t = await openTestDb();
    try {
      const all = await t.db.select({ id: organizations.id, parentId: organizations.parentId }).from(organizations);
      const root = all.find((o) => o.parentId === null)!;
      expect((await subordinateOrganIds(t.db, root.id)).length).toBe(all.length);
      const child = all.find((o) => o.parentId === root.id)!;
      const below = await subordinateOrganIds(t.db, child.id);
      // An independent walk over the same rows.
      const expected = new Set([child.id]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const o of all) if (o.parentId && expected.has(o.parentId) && !expected.has(o.id)) { expected.add(o.id); grew = true; }
      }
      expect(new Set(below)).toEqual(expected);
      const user = { isAdmin: false, unitId: child.id } as SessionUser;
      expect(await organFilter(t.db, user, root.id, 1)).toEqual(expect.arrayContaining(below));
      expect((await organFilter(t.db, user, root.id, 1))!.length).toBe(below.length);
      expect(await organFilter(t.db, user, child.id, 0)).toEqual([child.id]);
    } finally {
      await t.close();
    }
  });

  it('pages from 1 with the default size of 10', () => {
    expect(pageWindow({})).toEqual({ current: 1, size: 10, limit: 10, offset: 0 });
    expect(pageWindow({ current: 3, size: 20 })).toEqual({ current: 3, size: 20, limit: 20, offset: 40 });
  });
});
