/** The entity kit over an array column (text[]): typed row and input schemas, item bounds and options, exports and list cells joined by 、. */
import { asc, sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { LAW_QUALIFICATION_OPTIONS } from '../../src/constants/options';
import { columnSpec } from '../../src/resources/entity/entity-fields';
import type { AnyEntityMeta } from '../../src/resources/entity/meta';
import { describeColumns } from '../../server/db/column-meta';
import { defineEntity } from '../../server/entity/define-entity';
import { exportColumns } from '../../server/entity/export-columns';
import type { SessionUser } from '../../server/http/route';
import { openTestDb, type TestDb } from '../helpers/db';

const tagged = pgTable('kit_tagged', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  levels: text('levels').array().notNull().default(sql`'{}'::text[]`),
  deleted: boolean('deleted').notNull().default(false),
});
describeColumns(tagged, { id: 'ID', name: '名称', levels: { title: '资格', maxItems: 2, options: LAW_QUALIFICATION_OPTIONS } });

const entity = defineEntity({
  name: 'tagged',
  title: '标记',
  route: 'zfdwgl',
  table: tagged,
  idPrefix: 't-',
  select: { id: tagged.id, name: tagged.name, levels: tagged.levels },
  input: ['name', 'levels'],
  order: [asc(tagged.id)],
  paths: { add: '/test/tagged/add' },
});

let t: TestDb;
const admin: SessionUser = { userId: 'u', userCode: 'u', name: 'u', unitId: 'x', sessionId: 's', grants: new Set(), isAdmin: true };
beforeAll(async () => {
  t = await openTestDb();
  await t.pglite.exec(`create table kit_tagged (id text primary key, name text not null, levels text[] not null default '{}', deleted boolean not null default false)`);
});
afterAll(async () => {
  await t.close();
});

const failure = (p: Promise<unknown>) => p.then(() => '', (e: Error) => e.message);

describe('entity kit: array columns', () => {
  it('types the row and the input as arrays of the item type, with the item bounds', () => {
    expect(entity.row.properties.levels).toMatchObject({ type: 'array', title: '资格', items: { type: 'string' } });
    expect(entity.input.properties.levels).toMatchObject({ type: 'array', title: '资格', maxItems: 2, items: { type: 'string' } });
  });

  it('stores and reads an array; each item must be one of the options', async () => {
    const row = await entity.ops.add(t.db, admin, { name: '甲', levels: ['basic', 'advanced'] });
    expect(row.levels).toEqual(['basic', 'advanced']);
    expect(await failure(entity.ops.add(t.db, admin, { name: '乙', levels: ['basic', 'nope'] }))).toBe('资格取值不正确');
  });

  it('writes option labels joined by 、 into exports and list cells', () => {
    expect(exportColumns.values(entity, { id: '1', name: '甲', levels: ['basic', 'advanced'], allows: [] })).toMatchObject({ levels: '基本级、高级' });
    const meta = { name: 'tagged', fields: { levels: { title: '资格', type: 'array', options: LAW_QUALIFICATION_OPTIONS } } } as unknown as AnyEntityMeta;
    const [, spec] = columnSpec(meta, 'levels');
    expect(spec.render).toBeUndefined();
    expect(spec.format?.(['basic', 'advanced'], {})).toBe('基本级、高级');
  });
});
