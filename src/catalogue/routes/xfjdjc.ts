import type { CatalogueRoute } from '../types';

/** /xfjdjc 监督管理 (2000): inspection tasks, checks, handover, small stations, licences and credit. */
export const xfjdjcRoot: CatalogueRoute = {
  path: '/xfjdjc',
  name: 'xfjdjcRoot',
  title: '监督管理',
  menuId: 2000,
  icon: 'supervision',
  children: [
    {
      path: 'brjcrw', name: 'brjcrw', title: '个人任务', menuId: 2100,
      children: [
        { path: 'wwjrw', name: 'wwjrw', title: '未完成任务', menuId: 2110, buttons: { view: 2111, export: 2112 } },
        { path: 'ywjrw', name: 'ywjrw', title: '已完成任务', menuId: 2120 },
      ],
    },
    { path: 'xfjdjc', name: 'xfjdjc', title: '消防监督检查', menuId: 2200, hidden: true, external: true, externalType: 'xfjdjc' },
    {
      path: 'dxhd', name: 'dxhd', title: '大型活动检查', menuId: 1060, buttons: { register: 1061, handle: 1062, view: 1063, editRecord: 1064 },
      children: [
        { path: 'dxhdRegister', name: 'dxhdRegister', title: '大型活动登记', hidden: true },
        { path: 'dxhdHandle', name: 'dxhdHandle', title: '大型活动办理', hidden: true },
        { path: 'dxhdView', name: 'dxhdView', title: '大型活动查看', hidden: true },
        { path: 'dxhdEditRecord', name: 'dxhdEditRecord', title: '修改检查记录', hidden: true },
        { path: 'dxNotDeal', name: 'dxNotDeal', title: '大型活动待处理', hidden: true },
        { path: 'dxAccepted', name: 'dxAccepted', title: '大型活动已受理', hidden: true },
      ],
    },
    {
      path: 'review', name: 'review', title: '复查管理', menuId: 1070,
      children: [
        { path: 'fcsl', name: 'fcsl', title: '复查受理' },
        { path: 'fcxq', name: 'fcxq', title: '复查详情', hidden: true },
        { path: 'fcsqdj', name: 'fcsqdj', title: '复查申请登记', hidden: true },
      ],
    },
    {
      path: 'xfaqjc', name: 'xfaqjc', title: '消防安全检查', menuId: 1030,
      // Beyond the spec: the task form, its detail, the check record (检查记录) and the 双随机 draw (button 1031).
      buttons: { draw: 1031 },
      children: [
        { path: 'xfaqjcAdd', name: 'xfaqjcAdd', title: '下发检查任务', hidden: true },
        { path: 'xfaqjcDetail', name: 'xfaqjcDetail', title: '检查任务详情', hidden: true },
        { path: 'xfaqjcRecord', name: 'xfaqjcRecord', title: '检查记录', hidden: true },
        { path: 'xfaqjcDraw', name: 'xfaqjcDraw', title: '双随机抽取', hidden: true },
      ],
    },
    {
      // Buttons beyond the spec, numbered after the menu.
      path: 'zxjdjc', name: 'zxjdjc', title: '专项监督检查', menuId: 1040,
      buttons: { new: 1041, edit: 1042, delete: 1043, publish: 1044, close: 1045 },
      children: [
        { path: 'zxjdjcAdd', name: 'zxjdjcAdd', title: '新建专项检查', hidden: true },
        { path: 'zxjdjcDetail', name: 'zxjdjcDetail', title: '专项检查详情', hidden: true },
      ],
    },
    {
      path: 'jbtshc', name: 'jbtshc', title: '举报投诉核查', menuId: 1050,
      children: [
        { path: 'jbtshcAdd', name: 'jbtshcAdd', title: '新建核查', hidden: true },
        { path: 'jbtshcSend', name: 'jbtshcSend', title: '发送核查', hidden: true },
        { path: 'jbtshcRecord', name: 'jbtshcRecord', title: '核查记录', hidden: true },
        { path: 'jbtshcDetail', name: 'jbtshcDetail', title: '核查详情', hidden: true },
      ],
    },
    {
      path: 'yjsl', name: 'yjsl', title: '移交受理', menuId: 2400, buttons: { handover: 2401, accept: 2402, back: 2403 },
      children: [
        // Beyond the spec's route list: the partner's handover form.
        { path: 'yjslAdd', name: 'yjslAdd', title: '登记移交', hidden: true },
        { path: 'yjrw', name: 'yjrw', title: '移交任务', hidden: true },
        { path: 'scrw', name: 'scrw', title: '生成任务', hidden: true },
      ],
    },
    {
      path: 'jyzfh', name: 'jyzfh', title: '救援站防火', hidden: true,
      children: [
        { path: 'jyzfhGd', name: 'jyzfhGd', title: '救援站防火工单', menuId: 2510 },
        { path: 'jyzfhXc', name: 'jyzfhXc', title: '救援站防火巡查', menuId: 2520 },
        { path: 'jyzfhTshc', name: 'jyzfhTshc', title: '救援站投诉核查', menuId: 2530 },
      ],
    },
    {
      path: 'xxzfh', name: 'xxzfh', title: '小型站防火检查', menuId: 2600,
      children: [
        { path: 'xxzfhGd', name: 'xxzfhGd', title: '小型站工单', menuId: 2610 },
        { path: 'xxzfhXc', name: 'xxzfhXc', title: '小型站巡查', menuId: 2620 },
        { path: 'xxzfhTshc', name: 'xxzfhTshc', title: '小型站投诉核查', menuId: 2630 },
        { path: 'xxztsxx', name: 'xxztsxx', title: '小型站投诉信息', hidden: true },
        { path: 'xxzfhWs', name: 'xxzfhWs', title: '检查文书', hidden: true },
        { path: 'xxzfhWsbj', name: 'xxzfhWsbj', title: '文书编辑', hidden: true },
      ],
    },
    { path: 'xzxk', name: 'xzxk', title: '行政许可', menuId: 2300 },
    {
      // Buttons beyond the spec, numbered after the menu.
      path: 'cpjd', name: 'cpjd', title: '产品监督', menuId: 2700,
      buttons: { new: 2701, edit: 2702, delete: 2703 },
      children: [
        { path: 'cpjdAdd', name: 'cpjdAdd', title: '产品抽检登记', hidden: true },
        { path: 'cpjdDetail', name: 'cpjdDetail', title: '产品抽检详情', hidden: true },
      ],
    },
    {
      path: 'jsfw', name: 'jsfw', title: '技术服务', menuId: 2800,
      children: [
        { path: 'jsfwjg', name: 'jsfwjg', title: '技术服务机构监管' },
        { path: 'jsfwpt', name: 'jsfwpt', title: '社会消防技术服务平台', external: true, externalType: 'jsfw' },
      ],
    },
    // The spec gives 2500 to both screens; the menu table seeds it once (first occurrence).
    { path: 'xyjg', name: 'xyjg', title: '省信用监管', menuId: 2500 },
    {
      path: 'xfsjc', name: 'xfsjc', title: '消防站检查', menuId: 2500,
      children: [
        { path: 'fireStationDetail', name: 'fireStationDetail', title: '检查详情', hidden: true },
        { path: 'fireStationEdit', name: 'fireStationEdit', title: '编辑检查', hidden: true },
        { path: 'fireStationAdd', name: 'fireStationAdd', title: '新增检查', hidden: true },
        { path: 'fireStationFcsq', name: 'fireStationFcsq', title: '复查申请', hidden: true },
        { path: 'fireStationAqpcb', name: 'fireStationAqpcb', title: '消防安全评查表', hidden: true },
        { path: 'fireStationFxgzs', name: 'fireStationFxgzs', title: '火灾隐患风险告知书', hidden: true },
      ],
    },
    {
      // Its delete and subtask buttons carry no id in the spec, so they are always shown.
      path: 'xfs', name: 'xfs', title: '消防站业务', menuId: 2590,
      children: [{ path: 'xfsDetail', name: 'xfsDetail', title: '任务详情', hidden: true }],
    },
  ],
};
