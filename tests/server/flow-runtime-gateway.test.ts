/** The runtime through the GraphQL gateway: the caller's moves on a seeded work, and a refused move as a business error. */
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

let s: GatewayTestServer;
let dadui: string;
let zhidui: string;
beforeAll(async () => {
  s = await openGatewayServer();
  dadui = await s.login('dadui');
  zhidui = await s.login('zhidui');
});
afterAll(async () => {
  await s.close();
});

const INFO = `query Info { getFlowWorkInfo(busiTypeCode: "xfjdjc", busiInstId: "xfjdjc-demo-001") { id phase stepName assigneeName version allowedMoves steps { name state } moveNeeds { move receiver opinion } } }`;

describe('flow runtime through the gateway', () => {
  it('reads a seeded work with the caller’s allowed moves', async () => {
    const r = await s.graphql<{ getFlowWorkInfo: { id: string; stepName: string; assigneeName: string; allowedMoves: string[]; steps: { state: string }[]; moveNeeds: { move: string; receiver: boolean }[] } }>(INFO, { token: dadui });
    expect(r.errors).toBeUndefined();
    expect(r.data?.getFlowWorkInfo).toMatchObject({ stepName: '大队承办人', assigneeName: '李明辉', allowedMoves: ['approve', 'transfer'] });
    expect(r.data?.getFlowWorkInfo.steps.map((x) => x.state)).toEqual(['current', 'todo']);
    expect(r.data?.getFlowWorkInfo.moveNeeds[0]).toEqual({ move: 'approve', receiver: true, opinion: false });
    const other = await s.graphql<{ getFlowWorkInfo: { allowedMoves: string[] } }>(INFO, { token: zhidui });
    expect(other.data?.getFlowWorkInfo.allowedMoves).toEqual([]);
  });

  it('turns a refused move into a business error with the Chinese message', async () => {
    const info = await s.graphql<{ getFlowWorkInfo: { id: string; version: number } }>(INFO, { token: dadui });
    const { id, version } = info.data!.getFlowWorkInfo;
    const r = await s.graphql(`mutation { submitFlowWork(input: { flowWorkId: "${id}", version: ${version}, action: approve, assigneeId: "u-0001" }) { id } }`, { token: zhidui });
    expect(r.errors?.[0]).toMatchObject({ message: '您不是当前办理人', extensions: { code: 'BUSINESS_ERROR' } });
  });
});
