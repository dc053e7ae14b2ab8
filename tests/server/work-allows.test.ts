/**
 * E1: a person who may read a work but is not on it (a leader of the starter's unit, by organisation scope)
 * is told by the work itself that its talk and attachments are not theirs, so the page never calls and is
 * refused; the people on the work and an administrator are told what they may use.
 */
import { and, eq } from 'drizzle-orm';
import { flowWorks } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowCalls, flowPeople } from './support/flow-runtime';

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
});
afterAll(async () => {
  await t.close();
});

describe('what the work page may show besides the moves', () => {
  it('gives the people on the work the talk and the files, a reader by scope neither', async () => {
    const call = flowCalls(t);
    // A supervision check a station sent to the brigade inspector: the detachment leader may read it, is not on it.
    const [work] = await t.db.select().from(flowWorks).where(and(eq(flowWorks.busiTypeCode, 'xfjdjc'), eq(flowWorks.assigneeId, p.dadui.id)));
    const reader = await call.info(p.zhidui, { flowWorkId: work.id });
    expect(reader.code).toBe(0);
    expect(reader.data.allows).toEqual([]);
    // What the page no longer asks: the server would refuse it.
    expect(await t.call('POST', '/taskTalkUser/open', { token: p.zhidui.token, body: { flowWorkId: work.id } })).toMatchObject({ code: 403, msg: '您不是该事项的办理人员，无权查看或参与交流' });

    expect((await call.info(p.dadui, { flowWorkId: work.id })).data.allows).toEqual(['talk', 'files']);
    expect((await t.call('POST', '/taskTalkUser/open', { token: p.dadui.token, body: { flowWorkId: work.id } })).code).toBe(0);
    // An administrator may see the files of any work, and talks only where on it.
    expect((await call.info(p.admin, { flowWorkId: work.id })).data.allows).toEqual(['files']);
  });
});
