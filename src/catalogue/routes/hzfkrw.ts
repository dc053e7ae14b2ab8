import type { CatalogueRoute } from '../types';

/** /hzfkrw 火灾防控任务 (1000): fire-prevention orders, guidance, publicity and statistics. */
export const hzfkrwRoot: CatalogueRoute = {
  path: '/hzfkrw',
  name: 'hzfkrwRoot',
  title: '火灾防控任务',
  menuId: 1000,
  icon: 'firePrevention',
  children: [
    { path: 'hzfkGd', name: 'hzfkGd', title: '防控工单', menuId: 1100 },
    { path: 'hzfkZd', name: 'hzfkZd', title: '防控指导', menuId: 1200 },
    { path: 'hzfkXc', name: 'hzfkXc', title: '防控宣传', menuId: 1300 },
    { path: 'hzfkTj', name: 'hzfkTj', title: '任务统计', menuId: 1400 },
    { path: 'hzfkNewTask', name: 'hzfkNewTask', title: '新建任务', hidden: true },
    { path: 'hzfkView', name: 'hzfkView', title: '任务查看', hidden: true },
    { path: 'hzfkSendApproval', name: 'hzfkSendApproval', title: '送审', hidden: true },
    { path: 'hzfkTaskDetail', name: 'hzfkTaskDetail', title: '任务详情', hidden: true },
    { path: 'hzfkNotDealWith', name: 'hzfkNotDealWith', title: '未处理防控任务', hidden: true },
  ],
};
