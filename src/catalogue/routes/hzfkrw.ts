import type { CatalogueRoute } from '../types';
import { hiddenScreen } from './helpers';

/**
 * The buttons of an order list (beyond the spec, numbered after its menu): 新建任务, 查看, 送审, 审批.
 * The spec's 新建任务 / 任务查看 pages are each list's own (`<list>Add`, `<list>View`); 送审 is a row action.
 */
const orderList = (path: string, title: string, menuId: number): CatalogueRoute => ({
  path, name: path, title, menuId,
  buttons: { new: menuId + 1, view: menuId + 2, submit: menuId + 3, approve: menuId + 4 },
  children: [hiddenScreen(`${path}Add`, '新建任务'), hiddenScreen(`${path}View`, '任务查看')],
});

/** /hzfkrw 火灾防控任务 (1000): fire-prevention orders, guidance, publicity and statistics. */
export const hzfkrwRoot: CatalogueRoute = {
  path: '/hzfkrw',
  name: 'hzfkrwRoot',
  title: '火灾防控任务',
  menuId: 1000,
  icon: 'firePrevention',
  children: [
    orderList('hzfkGd', '防控工单', 1100),
    orderList('hzfkZd', '防控指导', 1200),
    orderList('hzfkXc', '防控宣传', 1300),
    {
      // 任务统计: each order's progress and each receiver's part; 完成 is the receiver's (beyond the spec: 1401).
      path: 'hzfkTj', name: 'hzfkTj', title: '任务统计', menuId: 1400, buttons: { complete: 1401 },
      children: [hiddenScreen('hzfkTaskDetail', '任务详情'), hiddenScreen('hzfkNotDealWith', '未处理防控任务')],
    },
  ],
};
