/** The dialog's video dispatch operations through the real GraphQL gateway, as the client sends them. */
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { flowWorks, users } from '../../server/db/schema';
import {
  EndVideoRoomDocument,
  GetZhifaryuanDocument,
  JoinVideoRoomDocument,
  LeaveVideoRoomDocument,
  OpenVideoRoomDocument,
  RenewVideoTicketDocument,
  VideoAccessDocument,
  VideoRoomInfoDocument,
  VideoRoomStatusDocument,
} from '../../src/graphql/generated/graphql';
import { openGatewayServer, type GatewayTestServer } from '../helpers/gateway';

let s: GatewayTestServer;
let zhidui: string;
let dadui: string;
let daduiId: string;
beforeAll(async () => {
  s = await openGatewayServer();
  zhidui = await s.login('zhidui');
  dadui = await s.login('dadui');
  [{ id: daduiId }] = await s.db.select({ id: users.id }).from(users).where(eq(users.account, 'dadui'));
});
afterAll(async () => {
  await s.close();
});

describe('video dispatch through the gateway', () => {
  it('opens, joins, polls, renews, leaves and ends a room; a non-member gets FORBIDDEN', async () => {
    const access = await s.graphql<{ getVideoAccess: { canStart: boolean } }>(print(VideoAccessDocument), { token: dadui });
    expect(access.data?.getVideoAccess.canStart).toBe(false);
    const found = await s.graphql<{ getZhifaryuan: { userId: string }[] }>(print(GetZhifaryuanDocument), { token: zhidui, variables: { userName: '李明辉' } });
    expect(found.data?.getZhifaryuan.map((o) => o.userId)).toContain(daduiId);

    const [work] = await s.db.select({ id: flowWorks.id, title: flowWorks.title }).from(flowWorks).limit(1);
    const opened = await s.graphql<{ lawEnforcement: { roomId: string; title: string; status: number; wsUrl: string } }>(print(OpenVideoRoomDocument), {
      token: zhidui,
      variables: { input: { subjectType: 'task', subjectId: work.id, userIds: [daduiId] } },
    });
    expect(opened.errors).toBeUndefined();
    const room = opened.data!.lawEnforcement;
    expect(room).toMatchObject({ title: `远程视频调度：${work.title}`, status: 1 });
    const input = { roomId: room.roomId };

    const info = await s.graphql<{ getRoomInfo: { creatorName: string; mine: boolean; expert: number } }>(print(VideoRoomInfoDocument), { token: dadui, variables: { input } });
    expect(info.data?.getRoomInfo).toMatchObject({ mine: false, expert: 0 });
    const joined = await s.graphql<{ getWsUrl: { status: number; wsUrl: string } }>(print(JoinVideoRoomDocument), { token: dadui, variables: { input } });
    expect(joined.data?.getWsUrl.status).toBe(2);
    const status = await s.graphql<{ getRoomStatus: { status: number } }>(print(VideoRoomStatusDocument), { token: zhidui, variables: { input } });
    expect(status.data?.getRoomStatus.status).toBe(2);
    const renewed = await s.graphql<{ replaceWsUrl: { wsUrl: string } }>(print(RenewVideoTicketDocument), { token: dadui, variables: { input } });
    expect(renewed.data?.replaceWsUrl.wsUrl).toMatch(/^\/video\/signal\?ticket=/);
    const left = await s.graphql<{ lawOffline: { status: number } }>(print(LeaveVideoRoomDocument), { token: dadui, variables: { input: { ...input, userId: daduiId, expert: 0 } } });
    expect(left.data?.lawOffline.status).toBe(1);

    const fazhi = await s.login('fazhi');
    const refused = await s.graphql(print(VideoRoomStatusDocument), { token: fazhi, variables: { input } });
    expect(refused.errors?.[0]).toMatchObject({ message: '您不是该视频调度的成员', extensions: { code: 'FORBIDDEN' } });

    const ended = await s.graphql<{ endRoom: { status: number } }>(print(EndVideoRoomDocument), { token: zhidui, variables: { input } });
    expect(ended.data?.endRoom.status).toBe(3);
    const after = await s.graphql<{ getRoomStatus: { status: number } }>(print(VideoRoomStatusDocument), { token: dadui, variables: { input } });
    expect(after.data?.getRoomStatus.status).toBe(3);
  });
});
