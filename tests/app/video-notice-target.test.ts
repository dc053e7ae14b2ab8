import { findRouteByName, DASHBOARD_ROUTE_NAME } from '../../src/catalogue';
import { noticePath, targetOf } from '../../src/app/notice/targets';

/** A video dispatch invitation (category video, taskId the room) opens the room dialog over the home page. */
describe('video invitation notice target', () => {
  it('leads to the home page with ?videoRoom=<room>', () => {
    const notice = { id: 'n-video', category: 'video', taskId: 'room-42' };
    expect(targetOf(notice)).toEqual({ routeName: DASHBOARD_ROUTE_NAME, query: { videoRoom: 'room-42' } });
    expect(noticePath(notice)).toBe(`${findRouteByName(DASHBOARD_ROUTE_NAME)!.fullPath}?videoRoom=room-42`);
  });

  it('without a room falls back to the notice itself', () => {
    expect(targetOf({ id: 'n-video', category: 'video' })).toEqual({ routeName: 'msgDetails', query: { id: 'n-video' } });
  });
});
