/** Entity kit options: `outOfScope` (403 with the entity's words for another organisation's live record, 404 for a missing one) and filters under another title. */
import { asc, eq } from 'drizzle-orm';
import { organizations as o } from '../../server/db/schema';
import { defineEntity, type AnyEntity } from '../../server/entity/define-entity';
import { enforcementUnit } from '../../server/entities/enforcement-unit.entity';
import type { SessionUser } from '../../server/http/route';
import { openTestDb, type TestDb } from '../helpers/db';

const scopedUnit = defineEntity({
  name: 'scopedUnit',
  title: '单位',
  route: 'zfdwgl',
  table: o,
  idPrefix: 'o-',
  select: { id: o.id, name: o.name },
  scope: o.id,
  outOfScope: '只能查看本单位及下级单位',
  order: [asc(o.id)],
  paths: { detail: '/test/scopedUnit/detail' },
});

// An entity without inputs whose rows have per-row allows is still any entity (type-checked by tsc over tests/).
const readOnly: AnyEntity = defineEntity({ ...scopedUnit.spec, name: 'readOnlyUnit', allows: (row) => ({ open: row.name !== '' }) });

let t: TestDb;
let futian: SessionUser;
let luohuId: string;
beforeAll(async () => {
  t = await openTestDb();
  const [brigade] = await t.db.select({ id: o.id }).from(o).where(eq(o.sortName, '福田大队'));
  [{ id: luohuId }] = await t.db.select({ id: o.id }).from(o).where(eq(o.sortName, '罗湖大队'));
  futian = { userId: 'u', userCode: 'u', name: 'u', unitId: brigade.id, sessionId: 's', grants: new Set(), isAdmin: false };
});
afterAll(async () => {
  await t.close();
});

const failure = (p: Promise<unknown>) => p.then(() => ({ code: 0, message: '' }), (e: { code: number; message: string }) => ({ code: e.code, message: e.message }));

describe('entity kit: outOfScope', () => {
  it('reads the caller’s own unit', async () => {
    expect((await scopedUnit.ops.detail(t.db, futian, futian.unitId)).id).toBe(futian.unitId);
    expect((await readOnly.ops.detail(t.db, futian, futian.unitId)).allows).toEqual(['open']);
  });

  it('answers 403 with its words for another organisation’s record, 404 for a missing one', async () => {
    expect(await failure(scopedUnit.ops.detail(t.db, futian, luohuId))).toEqual({ code: 403, message: '只能查看本单位及下级单位' });
    expect(await failure(scopedUnit.ops.detail(t.db, futian, 'missing'))).toEqual({ code: 404, message: '单位不存在或已被删除' });
  });

  it('keeps 404 for an entity that does not ask for it', async () => {
    expect((await failure(enforcementUnit.ops.detail(t.db, futian, luohuId))).code).toBe(404);
  });
});

describe('entity kit: equals under another title', () => {
  it('titles the body field as asked, else as the column', async () => {
    const { equals } = await import('../../server/entity/filters');
    expect(equals('level', o.level, '级别').fields.level.title).toBe('级别');
    expect(equals('level', o.level).fields.level.title).toBe('单位级别');
  });
});
