/**
 * Entity kit: fixed column values (two entities over one table told apart by a column), values an add
 * takes from the caller (`fill`), a 查看 button guarding the detail, and `allows` asking for a button.
 */
import { asc } from 'drizzle-orm';
import { findRouteByName } from '../../src/catalogue';
import { assessmentItems as a } from '../../server/db/schema';
import { defineEntity } from '../../server/entity/define-entity';
import { entityRoutes } from '../../server/entity/routes';
import type { SessionUser } from '../../server/http/route';
import { openTestApp, type TestApp } from '../helpers/app';

/** The assessment items scored by an exam (source 5), an entity of their own over the items' table. */
const examItem = defineEntity({
  name: 'examItem',
  title: '考试项目',
  route: 'guifanku',
  table: a,
  idPrefix: 'ex-',
  select: { id: a.id, name: a.name, source: a.source, weight: a.weight, remark: a.remark, version: a.version },
  input: ['name', 'weight', 'fullScore', 'sort', 'enabled'],
  unique: ['name'],
  fixed: { source: 5 },
  fill: (user) => ({ remark: `由${user.name}新增` }),
  order: [asc(a.name)],
  paths: { page: '/test/exam/page', detail: '/test/exam/detail', add: '/test/exam/add', update: '/test/exam/update', remove: '/test/exam/delete' },
  buttons: { detail: 'view' },
  allows: (_row, _user, holds) => ({ send: holds('send') }),
});

const user: SessionUser = { userId: 'u-test', userCode: 'test', name: '测试员', unitId: 'o-none', sessionId: 's', grants: new Set(), isAdmin: true };
const EXAM = { name: '执法考试', weight: 0, fullScore: 100, sort: 9, enabled: false };

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('entity kit: fixed values and fill', () => {
  it('reads only the rows holding the fixed values', async () => {
    expect((await examItem.ops.page(t.db, user, {})).total).toBe(0);
    await expect(examItem.ops.detail(t.db, user, 'ai-work')).rejects.toThrow('考试项目不存在或已被删除');
  });

  it('writes the fixed values and the caller\'s values on add', async () => {
    const added = await examItem.ops.add(t.db, user, EXAM);
    expect(added).toMatchObject({ name: '执法考试', source: 5, remark: '由测试员新增' });
    expect((await examItem.ops.page(t.db, user, {})).records.map((r) => r.id)).toEqual([added.id]);
    await expect(examItem.ops.add(t.db, user, EXAM)).rejects.toThrow('考评项目执法考试已存在');
  });

  it('changes and removes only its own rows', async () => {
    await expect(examItem.ops.update(t.db, user, { ...EXAM, id: 'ai-work', version: 1 })).rejects.toThrow('考试项目不存在或已被删除');
    await expect(examItem.ops.remove(t.db, user, ['ai-work'])).rejects.toThrow('考试项目不存在或已被删除');
    const [own] = (await examItem.ops.page(t.db, user, {})).records;
    const updated = await examItem.ops.update(t.db, user, { ...EXAM, weight: 5, id: own.id, version: own.version });
    // The fill is the add's: an update keeps the stored value.
    expect(updated).toMatchObject({ weight: 5, source: 5, remark: '由测试员新增' });
  });

  it('tells allows whether the caller holds a button of the screen', async () => {
    const [own] = (await examItem.ops.page(t.db, user, {})).records;
    expect(own.allows).not.toContain('send');
    const sender = { ...user, grants: new Set([findRouteByName('guifanku')!.buttons.send]) };
    expect((await examItem.ops.detail(t.db, sender, own.id)).allows).toContain('send');
  });

  it('guards the detail with its 查看 button when one is named', () => {
    const detail = entityRoutes(examItem).find((r) => r.url === '/test/exam/detail')!;
    expect(detail.buttonId).toBe(findRouteByName('guifanku')!.buttons.view);
    expect(entityRoutes(examItem).find((r) => r.url === '/test/exam/page')!.buttonId).toBeUndefined();
  });
});
