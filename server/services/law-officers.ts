import { and, count, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lawOfficers, organizations, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/envelope';
import { pageWindow, type PageArgs } from '../http/paging';
import type { SessionUser } from '../http/route';
import { DAY_MS } from '../auth/constants';
import { LAW_CERTIFICATE_NAMES, LAW_CERTIFICATE_STATE_NAMES, LAW_CERTIFICATE_WARNING_DAYS, LAW_QUALIFICATION_NAMES } from '../../src/constants/company-labels';
import { escapeLike } from './like';
import { organFilter, scopeOf } from './org-scope';

export type CertificateState = 'valid' | 'expiring' | 'expired';

export interface LawOfficerFilter extends PageArgs {
  userName?: string;
  certificateNo?: string;
  organId?: string;
  organRange?: 0 | 1;
  state?: 'active' | 'frozen';
  certificateState?: CertificateState;
}

export interface LawOfficerInput {
  userId: string;
  certificateNo: string;
  certificateType: string;
  qualification: string;
  issuedOn: string;
  expiresOn: string;
  /** The version read, when changing an existing officer. */
  version?: number;
}

const o = lawOfficers;
const live = and(eq(o.deleted, false), eq(users.deleted, false));
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Today's calendar day in China, 'YYYY-MM-DD', and the day the warning window ends. */
export function certificateDays(now = Date.now()): { today: string; warnUntil: string } {
  const day = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
  return { today: day(now), warnUntil: day(now + LAW_CERTIFICATE_WARNING_DAYS * DAY_MS) };
}

export function certificateStateOf(expiresOn: string, now = Date.now()): CertificateState {
  const { today, warnUntil } = certificateDays(now);
  if (expiresOn < today) return 'expired';
  return expiresOn <= warnUntil ? 'expiring' : 'valid';
}

const SELECT = {
  userId: users.id, account: users.account, name: users.name, organId: users.organId, organName: organizations.name, phone: users.phone,
  state: users.state, certificateNo: o.certificateNo, certificateType: o.certificateType, qualification: o.qualification,
  issuedOn: o.issuedOn, expiresOn: o.expiresOn, updatedAt: o.updatedAt, version: o.version,
};
const base = (db: Db) => db.select(SELECT).from(o).innerJoin(users, eq(users.id, o.userId)).leftJoin(organizations, eq(organizations.id, users.organId));
type Selected = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export type LawOfficerRow = Omit<Selected, 'organName' | 'updatedAt'> & {
  organName: string;
  certificateTypeName: string;
  qualificationName: string;
  certificateState: CertificateState;
  certificateStateName: string;
  updatedAt: string;
};

const toRow = (r: Selected): LawOfficerRow => {
  const certificateState = certificateStateOf(r.expiresOn);
  return {
    ...r,
    organName: r.organName ?? '',
    certificateTypeName: LAW_CERTIFICATE_NAMES[r.certificateType] ?? '',
    qualificationName: LAW_QUALIFICATION_NAMES[r.qualification] ?? '',
    certificateState,
    certificateStateName: LAW_CERTIFICATE_STATE_NAMES[certificateState],
    updatedAt: r.updatedAt.toISOString(),
  };
};

export async function lawOfficerPage(db: Db, user: SessionUser, f: LawOfficerFilter) {
  const { current, size, limit, offset } = pageWindow(f);
  const where: (SQL | undefined)[] = [live];
  const organs = await organFilter(db, user, f.organId, f.organRange ?? 1);
  if (organs) where.push(organs.length ? inArray(users.organId, organs) : eq(users.id, ''));
  const name = f.userName?.trim();
  if (name) where.push(or(ilike(users.name, `%${escapeLike(name)}%`), ilike(users.account, `%${escapeLike(name)}%`)));
  const cert = f.certificateNo?.trim();
  if (cert) where.push(ilike(o.certificateNo, `%${escapeLike(cert)}%`));
  if (f.state) where.push(eq(users.state, f.state));
  if (f.certificateState) {
    const { today, warnUntil } = certificateDays();
    if (f.certificateState === 'expired') where.push(lt(o.expiresOn, today));
    else if (f.certificateState === 'expiring') where.push(and(gte(o.expiresOn, today), lte(o.expiresOn, warnUntil)));
    else where.push(gt(o.expiresOn, warnUntil));
  }
  const [{ total }] = await db.select({ total: count() }).from(o).innerJoin(users, eq(users.id, o.userId)).where(and(...where));
  const rows = await base(db).where(and(...where)).orderBy(desc(o.updatedAt), desc(o.userId)).limit(limit).offset(offset);
  return { current, size, total, records: rows.map(toRow) };
}

/** A live officer inside the user's scope (404 when missing, 403 when another organisation's). */
export async function lawOfficerDetail(db: Db, user: SessionUser, userId: string): Promise<LawOfficerRow> {
  const [row] = await base(db).where(and(eq(o.userId, userId), live));
  if (!row) throw notFound('执法人员不存在或已被删除');
  const scope = await scopeOf(db, user);
  if (scope && !scope.includes(row.organId)) throw forbidden('只能查看本单位及下级单位的执法人员');
  return toRow(row);
}

/** Makes a user an officer, or changes an officer's certificate (with the version read). */
export async function saveLawOfficer(db: Db, me: SessionUser, input: LawOfficerInput): Promise<LawOfficerRow> {
  const certificateNo = input.certificateNo.trim();
  if (!certificateNo) throw badRequest('执法证号不能为空');
  if (!LAW_CERTIFICATE_NAMES[input.certificateType]) throw badRequest('证件类型不正确');
  if (!LAW_QUALIFICATION_NAMES[input.qualification]) throw badRequest('执法资格不正确');
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
  return lawOfficerDetail(db, me, input.userId);
}

/** Takes the enforcement flag away (the account stays), all or nothing. */
export async function removeLawOfficers(db: Db, me: SessionUser, userIds: string[]): Promise<number> {
  const unique = [...new Set(userIds)];
  for (const id of unique) await lawOfficerDetail(db, me, id);
  await db.update(o).set({ deleted: true, updatedAt: new Date() }).where(inArray(o.userId, unique));
  return unique.length;
}
