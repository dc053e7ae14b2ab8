import type { CatalogueRoute } from '../types';

/** /xzzf 行政执法 (3000). */
export const xzzfRoot: CatalogueRoute = {
  path: '/xzzf',
  name: 'xzzfRoot',
  title: '行政执法',
  menuId: 3000,
  icon: 'administrativeEnforcement',
  children: [
    {
      path: 'xzcf', name: 'xzcf', title: '行政处罚', menuId: 3100,
      // Beyond the spec's route list: 立案 and the case page where each step is handled.
      children: [
        { path: 'xzcfAdd', name: 'xzcfAdd', title: '立案', hidden: true },
        { path: 'xzcfDetail', name: 'xzcfDetail', title: '案件办理', hidden: true },
      ],
    },
    {
      path: 'xzqzcs', name: 'xzqzcs', title: '行政强制措施', menuId: 3200,
      // Beyond the spec: 登记/报批 (new), the leader's 审批, 实施查封 and 解除 (application, lifting, expiry).
      buttons: { new: 3201, approve: 3202, seal: 3203, lift: 3204 },
      children: [
        { path: 'xzqzcsAdd', name: 'xzqzcsAdd', title: '登记临时查封', hidden: true },
        { path: 'xzqzcsDetail', name: 'xzqzcsDetail', title: '临时查封办理', hidden: true },
      ],
    },
  ],
};
