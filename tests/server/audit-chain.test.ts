/**
 * Issue 16: the tamper-evident audit log. Records are chained by a trigger in the insert itself; UPDATE
 * and DELETE are refused by triggers (except the purge of records past 180 days); the 校验 route names
 * the first record altered or removed behind the triggers' back.
 */
import { and, desc, eq } from 'drizzle-orm';
import { auditChainHead, operationRecords } from '../../server/db/schema';
import { purgeAuditRecords } from '../../server/services/audit-chain';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
let auditor: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  auditor = await t.login('shenji');
  for (const name of ['甲', '乙', '丙']) await t.call('POST', '/user/updatePersonalCenter', { token: admin, body: { name: `管理员${name}` } });
});
afterAll(async () => {
  await t.close();
});

type Verdict = { intact: boolean; checked: number; problem: string | null; seq: number | null; recordId: string | null; message: string };
const verify = async () => (await t.call<Verdict>('POST', '/OperationRecord/verify', { token: auditor })).data;
/** Bypasses the guard, as someone with direct database access would. */
const behindTheTriggersBack = (statement: string) =>
  t.pglite.exec(`alter table operation_records disable trigger operation_records_guard; ${statement}; alter table operation_records enable trigger operation_records_guard`);
const lastRecords = (n: number) => t.db.select().from(operationRecords).orderBy(desc(operationRecords.seq)).limit(n);

describe('the audit chain', () => {
  it('chains every record to the previous one in the insert, and the login, its failure and the grant are recorded with who, where and the outcome', async () => {
    await t.call('POST', '/login', { body: { account: 'admin', password: 'wrong' } });
    const [failure, success] = await t.db
      .select()
      .from(operationRecords)
      .where(and(eq(operationRecords.operationId, 'login'), eq(operationRecords.target, 'admin')))
      .orderBy(desc(operationRecords.seq))
      .limit(2);
    expect(failure).toMatchObject({ outcome: 'failure', target: 'admin', ip: '127.0.0.1', message: '账号或密码错误，还可尝试4次' });
    expect(success).toMatchObject({ outcome: 'success', userName: '系统管理员', target: 'admin' });
    const rows = await lastRecords(3);
    expect(rows[0].prevHash).toBe(rows[1].hash);
    expect(rows[1].prevHash).toBe(rows[2].hash);
    expect(rows[0].hash).toMatch(/^[0-9a-f]{64}$/);
    const [head] = await t.db.select().from(auditChainHead);
    expect(head).toMatchObject({ seq: rows[0].seq, hash: rows[0].hash });
    expect(await verify()).toMatchObject({ intact: true, problem: null });
  });

  it('stays intact while records are written during the verification', async () => {
    const writes = Array.from({ length: 10 }, (_, i) => t.call('POST', '/login', { body: { account: 'nobody-verify', password: `x${i}` } }));
    const verdicts = await Promise.all([...Array.from({ length: 10 }, () => verify()), ...writes]);
    expect(verdicts.slice(0, 10).map((v) => (v as Verdict).intact)).toEqual(Array(10).fill(true));
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the log', async () => {
    const [row] = await lastRecords(1);
    await expect(t.db.update(operationRecords).set({ outcome: 'success' }).where(eq(operationRecords.id, row.id))).rejects.toThrow();
    await expect(t.db.delete(operationRecords).where(eq(operationRecords.id, row.id))).rejects.toThrow();
    await expect(t.pglite.exec('truncate operation_records')).rejects.toThrow();
    expect((await t.db.select().from(operationRecords).where(eq(operationRecords.id, row.id)))[0]).toEqual(row);
  });

  it('names a record whose content was changed behind the triggers', async () => {
    const [victim] = await t.db.select().from(operationRecords).where(eq(operationRecords.outcome, 'failure')).orderBy(desc(operationRecords.seq)).limit(1);
    await behindTheTriggersBack(`update operation_records set outcome = 'success', message = '操作成功' where id = '${victim.id}'`);
    expect(await verify()).toMatchObject({ intact: false, problem: 'altered', seq: victim.seq, recordId: victim.id });
    await behindTheTriggersBack(`update operation_records set outcome = '${victim.outcome}', message = ${victim.message === null ? 'null' : `'${victim.message}'`} where id = '${victim.id}'`);
    expect((await verify()).intact).toBe(true);
  });

  it('names a changed record even when its own hash was recomputed', async () => {
    const [, victim] = await lastRecords(3);
    await behindTheTriggersBack(`update operation_records o set target = 'forged', hash = audit_record_digest(o) where id = '${victim.id}'`);
    await behindTheTriggersBack(`update operation_records o set hash = audit_record_digest(o) where id = '${victim.id}'`);
    expect(await verify()).toMatchObject({ intact: false, problem: 'altered', seq: victim.seq, recordId: victim.id });
  });

  it('names removed records in the middle and at the end', async () => {
    const fresh = await openTestApp();
    try {
      const token = await fresh.login('shenji');
      const admin = await fresh.login('admin');
      for (let i = 0; i < 4; i++) await fresh.call('POST', '/user/updatePersonalCenter', { token: admin, body: { name: `管理员${i}` } });
      const rows = await fresh.db.select().from(operationRecords).orderBy(desc(operationRecords.seq)).limit(4);
      const bypass = (s: string) => fresh.pglite.exec(`alter table operation_records disable trigger operation_records_guard; ${s}; alter table operation_records enable trigger operation_records_guard`);
      await bypass(`delete from operation_records where id = '${rows[0].id}'`);
      const tail = (await fresh.call<Verdict>('POST', '/OperationRecord/verify', { token })).data;
      expect(tail).toMatchObject({ intact: false, problem: 'removed', seq: rows[0].seq, recordId: null });
      await bypass(`delete from operation_records where id = '${rows[2].id}'`);
      const middle = (await fresh.call<Verdict>('POST', '/OperationRecord/verify', { token })).data;
      expect(middle).toMatchObject({ intact: false, problem: 'removed', seq: rows[2].seq, recordId: rows[1].id });
      expect(middle.message).toContain(`第${rows[2].seq}至${rows[2].seq}条日志已被删除`);
    } finally {
      await fresh.close();
    }
  });

  it('purges only records past the retention (never under 180 days) and keeps the chain verifiable', async () => {
    const fresh = await openTestApp();
    try {
      const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
      const record = (id: string, at: Date) => ({ id, operationId: 'demo', method: 'POST', url: '/api/demo', outcome: 'success' as const, createdAt: at });
      // Written back then, so chained in time order by the insert trigger.
      await fresh.db.insert(operationRecords).values(record('old-200-a', daysAgo(200)));
      await fresh.db.insert(operationRecords).values(record('old-200-b', daysAgo(199)));
      await fresh.db.insert(operationRecords).values(record('old-100', daysAgo(100)));
      const token = await fresh.login('shenji');
      // 30 days asked: 180 apply, so the 100-day-old record stays.
      expect(await purgeAuditRecords(fresh.db, 30)).toBe(2);
      const left = (await fresh.db.select({ id: operationRecords.id }).from(operationRecords)).map((r) => r.id);
      expect(left).toContain('old-100');
      expect(left).not.toContain('old-200-a');
      const verdict = (await fresh.call<Verdict>('POST', '/OperationRecord/verify', { token })).data;
      expect(verdict).toMatchObject({ intact: true });
      // The trigger itself refuses deleting a record younger than 180 days, whatever the caller.
      await expect(fresh.db.delete(operationRecords).where(eq(operationRecords.id, 'old-100'))).rejects.toThrow();
    } finally {
      await fresh.close();
    }
  });
});
