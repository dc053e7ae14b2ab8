import { allButtonIds, allRoutes, findRouteByName } from '../../src/catalogue';

/** The button table of spec document 1 §6 (ranges named new/edit/delete in order). */
const SPEC_BUTTONS: Record<string, Record<string, number>> = {
  dashboard: { pendingTasks: 111, notices: 112, quickLinks: 113, onlineUsers: 114 },
  wwjrw: { view: 2111, export: 2112 },
  fzys: { edit: 4111, export: 4112 },
  yhgl: { new: 11102, frozen: 11103, resetPwd: 11104, delete: 11105, recovery: 11106 },
  jsgl: { new: 11111, edit: 11112, member: 11113, view: 11114, delete: 11115, bulkDelete: 11116 },
  guifanku: { new: 11351, send: 11352, edit: 11353, delete: 11354, view: 11355, withdraw: 11356 },
  anliku: { new: 11361, send: 11362, edit: 11363, delete: 11364, view: 11365, withdraw: 11366 },
  qygl: { new: 11211, newLoad: 11212, edit: 11213, editStreet: 11214, delete: 11215 },
  xawhygl: { new: 11221, edit: 11222, delete: 11223 },
  zfdwgl: { new: 11231, newLoad: 11232, edit: 11233, delete: 11234, people: 11235 },
  jdcsgl: { new: 11241, edit: 11242, delete: 11243 },
  mbsz: { new: 11411, edit: 11412, delete: 11413 },
  aysz: { sync: 11421 },
  bdpz: { new: 11431, plDelete: 11432, start: 11433, delete: 11434 },
  taskTemplate: { new: 11511, shop: 11512, start: 11513, delete: 11514 },
  xdmb: { new: 11611, edit: 11612, delete: 11613 },
  xxmb: { new: 11711, edit: 11712, delete: 11713 },
  userManage: { new: 11821, edit: 11822, view: 11823, delete: 11824, plDelete: 11825 },
  rzck: { view: 11911 },
  xtpz: { edit: 11952 },
  APPsys: { new: 11962, edit: 11963, delete: 11964 },
  // Beyond the spec: the working-day calendar (issue 18).
  jjrsz: { new: 11956, edit: 11957, delete: 11958 },
  // Beyond the spec (issue 20, 智能客服): buttons numbered after their menus.
  znkfWdk: { new: 8811, edit: 8812, delete: 8813 },
  znkfLy: { reply: 8831, delete: 8832 },
  // Beyond the spec (issue 20, 预约受理): 登记, 办理 and 删除 on the pending queue.
  yyslDcl: { new: 8211, handle: 8212, delete: 8213 },
  // Beyond the spec (issue 20, 培训任务, 宣传审核 and 宣传库): numbered after their menus.
  pxrw: { new: 8401, edit: 8402, delete: 8403, hold: 8404, close: 8405, cancel: 8406 },
  dsh: { approve: 8501, return: 8502 },
  xcZsk: { new: 8611, edit: 8612, delete: 8613, submit: 8614 },
  xcZtfb: { new: 8621, edit: 8622, delete: 8623, submit: 8624 },
  // Beyond the spec (issue 18, 专项监督检查 and the 双随机 draw): numbered after their menus.
  xfaqjc: { draw: 1031 },
  zxjdjc: { new: 1041, edit: 1042, delete: 1043, publish: 1044, close: 1045 },
  // Beyond the spec (issue 18, 大型活动检查 and 移交受理): numbered after their menus.
  dxhd: { register: 1061, handle: 1062, view: 1063, editRecord: 1064 },
  yjsl: { handover: 2401, accept: 2402, back: 2403 },
  // Beyond the spec (issue 21, 安全检查): 受理登记, 办理 and 查看, numbered below the menu 2999.
  aqjcRoot: { register: 2991, handle: 2992, view: 2993 },
  // Beyond the spec (issue 19, 联合监管工单): 下发, 签收, 办理, 回复, 审核, 查看 on each order screen.
  xawhGd: { issue: 5111, receive: 5112, handle: 5113, reply: 5114, review: 5115, view: 5116 },
  hybmGd: { issue: 5221, receive: 5222, handle: 5223, reply: 5224, review: 5225, view: 5226 },
  pcsjg: { issue: 5301, receive: 5302, handle: 5303, reply: 5304, review: 5305, view: 5306 },
  sqjg: { issue: 5401, receive: 5402, handle: 5403, reply: 5404, review: 5405, view: 5406 },
  // Beyond the spec (issue 22, 临时查封): 登记/报批, 审批 (leaders), 实施查封, 解除.
  xzqzcs: { new: 3201, approve: 3202, seal: 3203, lift: 3204 },
  // Beyond the spec (issue 21, 产品监督): 登记, 修改 (and the result), 删除 of a sample.
  cpjd: { new: 2701, edit: 2702, delete: 2703 },
  // Beyond the spec (issue 19, 火灾防控任务): 新建任务, 查看, 送审, 审批 on each order list; the receiver's 完成 on 任务统计.
  hzfkGd: { new: 1101, view: 1102, submit: 1103, approve: 1104 },
  hzfkZd: { new: 1201, view: 1202, submit: 1203, approve: 1204 },
  hzfkXc: { new: 1301, view: 1302, submit: 1303, approve: 1304 },
  hzfkTj: { complete: 1401 },
  // 转发 (issue 19): a street forwards its order to one of its communities.
  jdxfjcGd: { issue: 5511, receive: 5512, handle: 5513, reply: 5514, review: 5515, view: 5516, forward: 5517 },
  // Beyond the spec (issue 19, 日常): 登记, 修改, 查看 of the partners' routine checks.
  xawhRc: { new: 5121, edit: 5122, view: 5123 },
  hybmRc: { new: 5231, edit: 5232, view: 5233 },
  jdxfjcRc: { new: 5521, edit: 5522, view: 5523 },
};

describe('catalogue buttons', () => {
  it.each(Object.entries(SPEC_BUTTONS))('%s has exactly the buttons of the spec table', (name, buttons) => {
    expect(findRouteByName(name)?.buttons).toEqual(buttons);
  });

  it('has buttons nowhere else', () => {
    const withButtons = allRoutes().filter((route) => Object.keys(route.buttons).length > 0).map((route) => route.name);
    expect(withButtons.sort()).toEqual(Object.keys(SPEC_BUTTONS).sort());
  });

  it('leaves out the xfs buttons whose ids the spec leaves empty', () => {
    expect(findRouteByName('xfs')?.buttons).toEqual({});
  });

  it('lists every button id once, ascending', () => {
    const expected = Object.values(SPEC_BUTTONS).flatMap((buttons) => Object.values(buttons)).sort((a, b) => a - b);
    expect(allButtonIds()).toEqual(expected);
  });

  it('never reuses a menu id as a button id', () => {
    const menuIds = new Set(allRoutes().map((route) => route.menuId));
    expect(allButtonIds().filter((id) => menuIds.has(id))).toEqual([]);
  });
});
