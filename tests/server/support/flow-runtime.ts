import { and, eq, like } from 'drizzle-orm';
import { organizations, users } from '../../../server/db/schema';
import type { FlowWorkInfo } from '../../../server/services/flow-runtime/work-info';
import type { TestApp } from '../../helpers/app';

export type Info = FlowWorkInfo;
export interface Person {
  id: string;
  account: string;
  name: string;
  token: string;
}

/** The demo people the flow tests act as, logged in; `leader` is the generated leader of 福田大队, `mate` one of its inspectors. */
export async function flowPeople(t: TestApp) {
  const byAccount = async (account: string) => {
    const [u] = await t.db.select().from(users).where(eq(users.account, account));
    return { id: u.id, account, name: u.name, organId: u.organId, token: await t.login(account) };
  };
  const dadui = await byAccount('dadui');
  const [leader] = await t.db
    .select({ account: users.account })
    .from(users)
    .where(and(eq(users.organId, dadui.organId), eq(users.leader, true), like(users.account, 'xf%')));
  const [mate] = await t.db
    .select({ account: users.account })
    .from(users)
    .where(and(eq(users.organId, dadui.organId), eq(users.leader, false), like(users.account, 'xf%')))
    .orderBy(users.id)
    .limit(1);
  return {
    dadui,
    /** A generated inspector of 福田大队 who is not its leader. */
    mate: await byAccount(mate.account),
    zhidui: await byAccount('zhidui'),
    fazhi: await byAccount('fazhi'),
    jiedao: await byAccount('jiedao'),
    admin: await byAccount('admin'),
    leader: await byAccount(leader.account),
  };
}

export const organName = async (t: TestApp, id: string) => (await t.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id)))[0].name;

/** Calls of the runtime as one person. */
export function flowCalls(t: TestApp) {
  return {
    send: (p: Person, body: Record<string, unknown>) => t.call<Info>('POST', '/flow/runtime/work/business/send', { token: p.token, body }),
    submit: (p: Person, body: Record<string, unknown>) => t.call<Info>('POST', '/flow/runtime/work/submit', { token: p.token, body }),
    revoke: (p: Person, body: Record<string, unknown>) => t.call<Info>('POST', '/flow/runtime/work/revoke', { token: p.token, body }),
    reback: (p: Person, body: Record<string, unknown>) => t.call<Info>('POST', '/flow/runtime/work/reback', { token: p.token, body }),
    info: (p: Person, query: Record<string, string>) => t.call<Info>('GET', '/flow/runtime/getFlowWorkInfo', { token: p.token, query }),
    his: (p: Person, flowWorkId: string) =>
      t.call<{ move: string; stepName: string; sourceUnitName: string; username: string; targetUnitName: string | null; comment: string | null }[]>(
        'GET', '/flow/runtime/getFlowWorkHis', { token: p.token, query: { flowWorkId } },
      ),
    candidates: (p: Person, query: Record<string, string>) =>
      t.call<{ userId: string; username: string; organName: string }[]>('GET', '/flow/runtime/getApprovesBeforeSend', { token: p.token, query }),
    stats: async (p: Person) => {
      const env = await t.call<{ busiTypeCode: string; count: number }[]>('GET', '/flow/runtime/task/getStatisticsByBusiType', { token: p.token });
      return Object.fromEntries(env.data.map((r) => [r.busiTypeCode, r.count])) as Record<string, number>;
    },
  };
}
