import type { CatalogueRoute } from '../types';
import { hiddenScreen } from './helpers';
import { systemResourceGroups } from './system-resources';

/** /system 系统管理 (11000): flows, accounts, resources, libraries, templates, assessment, logs, configuration. */
export const systemRoot: CatalogueRoute = {
  path: '/system',
  name: 'systemRoot',
  title: '系统管理',
  menuId: 11000,
  icon: 'system',
  children: [
    {
      path: 'lcglGroup', name: 'lcglGroup', title: '流程管理', menuId: 11001,
      children: [
        {
          // The flow-definition settings (/flow/def/paperwork, task, business) open from a flow.
          path: 'lcgl', name: 'lcgl', title: '流程定义', menuId: 11002,
          children: [hiddenScreen('glws', '关联文书'), hiddenScreen('spbz', '审批步骤'), hiddenScreen('glyw', '关联业务')],
        },
      ],
    },
    {
      path: 'zhgl', name: 'zhgl', title: '账号管理', menuId: 11100,
      children: [
        {
          path: 'yhgl', name: 'yhgl', title: '用户管理', menuId: 11101,
          buttons: { new: 11102, frozen: 11103, resetPwd: 11104, delete: 11105, recovery: 11106 },
          children: [hiddenScreen('add', '新增用户'), hiddenScreen('detail', '用户详情')],
        },
        {
          path: 'jsgl', name: 'jsgl', title: '角色管理', menuId: 11110,
          buttons: { new: 11111, edit: 11112, member: 11113, view: 11114, delete: 11115, bulkDelete: 11116 },
          children: [
            hiddenScreen('roleAdd', '新增角色'),
            hiddenScreen('edit', '编辑角色'),
            hiddenScreen('view', '查看角色'),
            hiddenScreen('member', '角色成员'),
          ],
        },
      ],
    },
    ...systemResourceGroups,
    {
      path: 'jxkpgl', name: 'jxkpgl', title: '绩效考评管理', menuId: 11800,
      children: [
        {
          path: 'kaopingsz', name: 'kaopingsz', title: '个人绩效考评设置', menuId: 11810,
          // Not in the spec: the form page of an assessment item.
          children: [hiddenScreen('kaopingszAdd', '考评项设置')],
        },
        {
          path: 'userManage', name: 'userManage', title: '履职量化标准设置', menuId: 11820,
          buttons: { new: 11821, edit: 11822, view: 11823, delete: 11824, plDelete: 11825 },
          // Not in the spec: the form and detail pages of a standard.
          children: [hiddenScreen('userManageAdd', '量化标准设置'), hiddenScreen('userManageDetail', '量化标准详情')],
        },
      ],
    },
    {
      path: 'rzck', name: 'rzck', title: '日志查看', menuId: 11900, buttons: { view: 11911 },
      children: [hiddenScreen('rzmx', '日志明细')],
    },
    {
      path: 'xtpz', name: 'xtpz', title: '系统配置', menuId: 11950, buttons: { edit: 11952 },
      children: [hiddenScreen('xtpzbj', '配置项编辑')],
    },
    // Beyond the spec: the working-day calendar every deadline in working days counts with (issue 18).
    {
      path: 'jjrsz', name: 'jjrsz', title: '节假日设置', menuId: 11955, buttons: { new: 11956, edit: 11957, delete: 11958 },
      children: [hiddenScreen('addJjrsz', '新增节假日'), hiddenScreen('editJjrsz', '编辑节假日')],
    },
    {
      path: 'APPsys', name: 'APPsys', title: 'APP版本管理', menuId: 11960, buttons: { new: 11962, edit: 11963, delete: 11964 },
      children: [hiddenScreen('addAPPsys', '新增版本'), hiddenScreen('editAPPsys', '编辑版本')],
    },
    // Beyond the spec: the developers' view of the state machines and their live actors.
    { path: 'machineInspector', name: 'machineInspector', title: '状态机检查器', menuId: 11970 },
  ],
};
