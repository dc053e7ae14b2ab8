import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import { assessmentItems as a } from '../../server/db/schema';
import { defineEntity } from '../../server/entity/define-entity';
import { entityRoutes } from '../../server/entity/routes';
import type { SessionUser } from '../../server/http/route';
import { openTestApp, type TestApp } from '../helpers/app';

/** Fields given only on add, a version column under another name: the kit's options, over a real table. */
const seen: Record<string, unknown>[] = [];
const item = defineEntity({
  name: 'addOnlyItem',
  title: '考评项目',
  route: 'kaopingsz',
  table: a,
  idPrefix: 'ao-',
  select: { id: a.id, name: a.name, source: a.source, weight: a.weight, remark: a.remark, sort: a.sort },
  input: ['name', 'source', 'weight', 'remark'],
  addOnly: ['name'],
  addFields: { ticket: Type.String({ title: '凭据', minLength: 1, maxLength: 8 }) },
  versionColumn: 'sort',
  order: [asc(a.name)],
  paths: { add: '/kit/addOnly/add', update: '/kit/addOnly/update' },
  hooks: {
    values(values, ctx, input) {
      seen.push({ ...(input as Record<string, unknown>) });
      return ctx.current ? values : { ...values, remark: `凭据${String((input as Record<string, unknown>).ticket)}` };
    },
  },
});

let t: TestApp;
let user: SessionUser;
beforeAll(async () => {
  t = await openTestApp();
  user = { userId: 'u', userCode: 'admin', name: '管理员', unitId: 'o-root', sessionId: 's', grants: new Set(), isAdmin: true };
});
afterAll(async () => {
  await t.close();
});

describe('entity kit: fields given only on add, another version column', () => {
  it('add takes the add-only column and fields; update takes neither and sends the version under its column name', () => {
    expect(Object.keys(item.input.properties)).toEqual(['name', 'source', 'weight', 'remark', 'ticket']);
    expect(item.input.required).toEqual(['name', 'source', 'weight', 'ticket']);
    expect(Object.keys(item.updateInput.properties)).toEqual(['source', 'weight', 'remark']);
    const [add, update] = entityRoutes(item);
    expect(Object.keys((add.body as { properties: object }).properties)).toEqual(['name', 'source', 'weight', 'remark', 'ticket']);
    const updateBody = update.body as { properties: Record<string, { title?: string; minimum?: number }>; required: string[] };
    expect(Object.keys(updateBody.properties)).toEqual(['id', 'sort', 'source', 'weight', 'remark']);
    expect(updateBody.properties.sort).toMatchObject({ title: '排序', minimum: 1 });
    expect(updateBody.required).toContain('sort');
  });

  it('an entity without them keeps one input for both', () => {
    const plain = defineEntity({ name: 'plainItem', title: '考评项目', route: 'kaopingsz', table: a, idPrefix: 'p-', select: { id: a.id }, input: ['name'], order: [asc(a.name)], paths: {} });
    expect(plain.updateInput).toBe(plain.input);
    expect(plain.versionField).toBe('version');
  });

  it('hooks read the add fields; update keeps the add-only column and checks the other version column (409 when stale)', async () => {
    const added = await item.ops.add(t.db, user, { name: '加项', source: 5, weight: 0, remark: null, ticket: 'T1' } as never);
    expect(added).toMatchObject({ name: '加项', remark: '凭据T1', sort: 0 });
    expect(seen.at(-1)).toMatchObject({ ticket: 'T1' });
    await expect(item.ops.update(t.db, user, { id: added.id, version: 1, name: '改名', source: 5, weight: 0, remark: '改' } as never)).rejects.toMatchObject({ code: 409 });
    const [stored] = await t.db.select({ sort: a.sort }).from(a).where(eq(a.id, added.id));
    expect(stored.sort).toBe(0);
    const changed = await item.ops.update(t.db, user, { id: added.id, version: 0, name: '改名', source: 5, weight: 0, remark: '改' } as never);
    expect(changed).toMatchObject({ name: '加项', remark: '改', sort: 1 });
  });
});
