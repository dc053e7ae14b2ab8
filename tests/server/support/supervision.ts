import { and, asc, eq, ne } from 'drizzle-orm';
import { inspectionTasks, lawOfficers, societyCompanies, users } from '../../../server/db/schema';
import type { SupervisionTaskRow } from '../../../server/entities/supervision-task.entity';
import type { TestApp } from '../../helpers/app';

export type TaskRow = SupervisionTaskRow;

/** dadui, a second enforcement officer of 福田大队, a person of 福田大队 who is no officer, and a social unit. */
export async function supervisionPeople(t: TestApp) {
  const [dadui] = await t.db.select().from(users).where(eq(users.account, 'dadui'));
  const officers = await t.db
    .select({ id: users.id, account: users.account })
    .from(lawOfficers)
    .innerJoin(users, eq(users.id, lawOfficers.userId))
    .where(and(eq(users.organId, dadui.organId), ne(users.id, dadui.id), eq(lawOfficers.deleted, false)))
    .orderBy(asc(users.id));
  const officerIds = new Set([dadui.id, ...officers.map((o) => o.id)]);
  const colleagues = await t.db.select({ id: users.id }).from(users).where(eq(users.organId, dadui.organId)).orderBy(asc(users.id));
  const [company] = await t.db.select().from(societyCompanies).where(eq(societyCompanies.deleted, false)).orderBy(asc(societyCompanies.id)).limit(1);
  return {
    dadui: { id: dadui.id, organId: dadui.organId, token: await t.login('dadui') },
    mate: officers[0],
    other: officers[1],
    notOfficer: colleagues.find((c) => !officerIds.has(c.id))!,
    company,
  };
}

export const factOf = async (t: TestApp, id: string) => (await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.id, id)))[0];
