import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lawOfficers as o, users } from '../db/schema';
import { badRequest, conflict } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { lawOfficer, type LawOfficerRow } from '../entities/law-officer.entity';
import { LAW_CERTIFICATE_TYPE_OPTIONS, LAW_QUALIFICATION_OPTIONS, optionLabel } from '../../src/constants/options';
import { scopeOf } from './org-scope';

export { certificateDays, certificateStateOf, type CertificateState } from './law-certificates';
export type { LawOfficerRow };

/** What 设置执法人员 sends: the user and the certificate, with the version read when changing one. */
export type LawOfficerSave = Pick<typeof o.$inferInsert, 'userId' | 'certificateNo' | 'certificateType' | 'qualification' | 'issuedOn' | 'expiresOn'> & { version?: number };

/** Makes a user an officer (again, after a removal), or changes an officer's certificate with the version read. */
export async function saveLawOfficer(db: Db, me: SessionUser, input: LawOfficerSave): Promise<LawOfficerRow> {
  const certificateNo = input.certificateNo.trim();
  if (!certificateNo) throw badRequest('执法证号不能为空');
  for (const [title, options, value] of [['证件类型', LAW_CERTIFICATE_TYPE_OPTIONS, input.certificateType], ['执法资格', LAW_QUALIFICATION_OPTIONS, input.qualification]] as const) {
    if (!optionLabel(options, value)) throw badRequest(`${title}取值不正确`);
  }
  if (input.expiresOn <= input.issuedOn) throw badRequest('有效期至应晚于发证日期');
  const [person] = await db.select({ organId: users.organId }).from(users).where(and(eq(users.id, input.userId), eq(users.deleted, false)));
  if (!person) throw badRequest('用户不存在或已被删除');
  const scope = await scopeOf(db, me);
  if (scope && !scope.includes(person.organId)) throw badRequest('只能设置本单位及下级单位的执法人员');
  const [taken] = await db.select({ userId: o.userId }).from(o).where(and(eq(o.certificateNo, certificateNo), eq(o.deleted, false), ne(o.userId, input.userId)));
  if (taken) throw badRequest(`执法证号${certificateNo}已存在`);
  const values = { certificateNo, certificateType: input.certificateType, qualification: input.qualification, issuedOn: input.issuedOn, expiresOn: input.expiresOn };
  const [existing] = await db.select({ version: o.version, deleted: o.deleted }).from(o).where(eq(o.userId, input.userId));
  const now = new Date();
  if (!existing) {
    await db.insert(o).values({ userId: input.userId, ...values, createdAt: now, updatedAt: now });
  } else if (existing.deleted) {
    await db.update(o).set({ ...values, deleted: false, updatedAt: now, version: existing.version + 1 }).where(eq(o.userId, input.userId));
  } else {
    if (input.version === undefined) throw badRequest('该用户已是执法人员');
    const changed = await db.update(o).set({ ...values, updatedAt: now, version: input.version + 1 }).where(and(eq(o.userId, input.userId), eq(o.version, input.version))).returning({ id: o.userId });
    if (!changed.length) throw conflict();
  }
  return lawOfficer.ops.detail(db, me, input.userId);
}

/** Takes the enforcement flag away (the account stays), all or nothing. */
export async function removeLawOfficers(db: Db, me: SessionUser, userIds: string[]): Promise<number> {
  const unique = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    for (const id of unique) await lawOfficer.ops.detail(tx as unknown as Db, me, id);
    await tx.update(o).set({ deleted: true, updatedAt: new Date() }).where(inArray(o.userId, unique));
    return unique.length;
  });
}
