import type { CatalogueRoute } from '../types';

/** /aqjc 安全检查 (2999): acceptance registration in its committed and non-committed forms. */
export const aqjcRoot: CatalogueRoute = {
  path: '/aqjc',
  name: 'aqjcRoot',
  title: '安全检查',
  menuId: 2999,
  // The spec gives the menu only; the buttons are numbered below it (受理登记, 办理, 查看).
  buttons: { register: 2991, handle: 2992, view: 2993 },
  icon: 'safetyCheck',
  children: [
    {
      path: 'sldj', name: 'sldj', title: '受理登记',
      children: [
        // Notification status 0: commitment type; 1: non-commitment type.
        { path: 'sldjCn', name: 'sldjCn', title: '承诺制受理登记' },
        { path: 'sldjFcn', name: 'sldjFcn', title: '非承诺制受理登记' },
        { path: 'viewUnchecked', name: 'viewUnchecked', title: '未检查详情', hidden: true },
        { path: 'accepted', name: 'accepted', title: '已受理详情', hidden: true },
        { path: 'checkUnchecked', name: 'checkUnchecked', title: '检查登记', hidden: true },
      ],
    },
    { path: 'aqjcTaskDetail', name: 'aqjcTaskDetail', title: '任务详情', hidden: true },
    { path: 'jbxxdj', name: 'jbxxdj', title: '基本信息登记', hidden: true },
  ],
};
