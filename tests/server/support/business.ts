import { and, eq, like } from 'drizzle-orm';
import { organizations, users } from '../../../server/db/schema';
import type { TestApp } from '../../helpers/app';

/** Flow part of every business record's detail. */
export interface FlowPart {
  flowWorkId: string | null;
  phase: string;
  phaseName: string;
  stepName: string | null;
  assigneeName: string | null;
  allowedMoves: string[];
  editable: boolean;
  lastStepAssignee: boolean;
}

/** A generated fire-staff account of another brigade (罗湖大队), outside 福田's scope. */
export async function luohuAccount(t: TestApp): Promise<{ id: string; account: string; organId: string; token: string }> {
  const [organ] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.sortName, '罗湖大队'));
  const [u] = await t.db.select().from(users).where(and(eq(users.organId, organ.id), like(users.account, 'xf%'), eq(users.leader, false)));
  return { id: u.id, account: u.account, organId: u.organId, token: await t.login(u.account) };
}

/** Moves of the runtime as one person (token). */
export const submitMove = (t: TestApp, token: string, body: Record<string, unknown>) => t.call<FlowPart & { id: string }>('POST', '/flow/runtime/work/submit', { token, body });
export const workHistory = (t: TestApp, token: string, flowWorkId: string) =>
  t.call<{ move: string; username: string; comment: string | null }[]>('GET', '/flow/runtime/getFlowWorkHis', { token, query: { flowWorkId } });
