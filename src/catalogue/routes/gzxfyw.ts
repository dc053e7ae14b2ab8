import type { CatalogueRoute } from '../types';
import { hiddenScreen } from './helpers';

/** /gzxfyw 公众消防业务 (8000): appointments, complaints, training, publicity, questions and customer service. */
export const gzxfywRoot: CatalogueRoute = {
  path: '/gzxfyw',
  name: 'gzxfywRoot',
  title: '公众消防业务',
  menuId: 8000,
  icon: 'publicService',
  children: [
    {
      path: 'yysl', name: 'yysl', title: '预约受理', menuId: 8200,
      children: [
        {
          // The spec gives the menus only; the buttons are numbered after their menu (821x).
          path: 'yyslDcl', name: 'yyslDcl', title: '待处理预约', menuId: 8210, buttons: { new: 8211, handle: 8212, delete: 8213 },
          children: [hiddenScreen('yyslAdd', '登记预约'), hiddenScreen('yyslBl', '办理预约'), hiddenScreen('yyslXq', '预约详情')],
        },
        { path: 'yyslFc', name: 'yyslFc', title: '复查预约', menuId: 8220 },
        { path: 'yyslXfzd', name: 'yyslXfzd', title: '消防指导预约', menuId: 8230 },
        { path: 'yyslPx', name: 'yyslPx', title: '消防培训预约', menuId: 8240 },
        { path: 'yyslDxhd', name: 'yyslDxhd', title: '大型活动预约', menuId: 8250 },
        { path: 'yyslJdjc', name: 'yyslJdjc', title: '监督检查预约', menuId: 8260 },
      ],
    },
    {
      path: 'tssl', name: 'tssl', title: '投诉受理', menuId: 8300,
      // Beyond the spec's route list: the registration form (投诉登记).
      children: [
        { path: 'tsslAdd', name: 'tsslAdd', title: '投诉登记', hidden: true },
        { path: 'beforehandler', name: 'beforehandler', title: '投诉预处理', hidden: true },
        { path: 'tsslView', name: 'tsslView', title: '投诉查看', hidden: true },
        { path: 'reportProessing', name: 'reportProessing', title: '投诉办理', hidden: true },
        { path: 'xfNotDeal', name: 'xfNotDeal', title: '消防投诉待处理', hidden: true },
        { path: 'notDealwith', name: 'notDealwith', title: '未处理投诉', hidden: true },
      ],
    },
    {
      // Beyond the spec: the buttons are numbered after their menu (840x, 850x, 861x, 862x).
      path: 'pxrw', name: 'pxrw', title: '培训任务', menuId: 8400, buttons: { new: 8401, edit: 8402, delete: 8403, hold: 8404, close: 8405, cancel: 8406 },
      children: [hiddenScreen('pxrwAdd', '编辑培训'), hiddenScreen('pxrwXq', '培训详情'), hiddenScreen('pxrwDj', '培训登记')],
    },
    {
      path: 'dsh', name: 'dsh', title: '待审核', menuId: 8500, buttons: { approve: 8501, return: 8502 },
      children: [
        { path: 'dshXc', name: 'dshXc', title: '宣传审核', hidden: true },
        { path: 'dshTk', name: 'dshTk', title: '题库审核', hidden: true },
        { path: 'dshKf', name: 'dshKf', title: '智能客服审核', hidden: true },
      ],
    },
    {
      path: 'xck', name: 'xck', title: '宣传库', menuId: 8600,
      children: [
        {
          path: 'xcZsk', name: 'xcZsk', title: '宣传知识库', menuId: 8610, buttons: { new: 8611, edit: 8612, delete: 8613, submit: 8614 },
          children: [hiddenScreen('xcZskAdd', '编辑宣传内容'), hiddenScreen('xcZskXq', '宣传内容详情')],
        },
        {
          path: 'xcZtfb', name: 'xcZtfb', title: '专题发布', menuId: 8620, buttons: { new: 8621, edit: 8622, delete: 8623, submit: 8624 },
          children: [hiddenScreen('xcZtfbAdd', '编辑专题'), hiddenScreen('xcZtfbXq', '专题详情')],
        },
      ],
    },
    {
      path: 'tk', name: 'tk', title: '题库', menuId: 8700,
      children: [
        { path: 'tkGl', name: 'tkGl', title: '题库管理', menuId: 8710 },
        { path: 'tkTj', name: 'tkTj', title: '答题统计', menuId: 8720 },
      ],
    },
    {
      path: 'znkf', name: 'znkf', title: '智能客服', menuId: 8800,
      children: [
        // The spec gives the menus only; the buttons are numbered after their menu (88x1…).
        {
          path: 'znkfWdk', name: 'znkfWdk', title: '问答知识库', menuId: 8810, buttons: { new: 8811, edit: 8812, delete: 8813 },
          children: [
            hiddenScreen('znkfWdkAdd', '编辑问答'),
            hiddenScreen('znkfFlAdd', '编辑问答分类'),
            hiddenScreen('znkfZx', '智能问答'),
          ],
        },
        { path: 'znkfTj', name: 'znkfTj', title: '客服统计', menuId: 8820 },
        {
          path: 'znkfLy', name: 'znkfLy', title: '在线留言', menuId: 8830, buttons: { reply: 8831, delete: 8832 },
          children: [hiddenScreen('znkfLyHf', '回复留言'), hiddenScreen('znkfLyXq', '留言详情')],
        },
      ],
    },
    {
      // The spec gives no menu id: visible to everyone granted the root.
      path: 'zcgcs', name: 'zcgcs', title: '注册消防工程师受理',
      children: [{ path: 'zcgcsJdxq', name: 'zcgcsJdxq', title: '办理进度详情', hidden: true }],
    },
  ],
};
