import type { CatalogueRoute } from '../types';

/** /xzzf 行政执法 (3000). */
export const xzzfRoot: CatalogueRoute = {
  path: '/xzzf',
  name: 'xzzfRoot',
  title: '行政执法',
  menuId: 3000,
  icon: 'administrativeEnforcement',
  children: [
    { path: 'xzcf', name: 'xzcf', title: '行政处罚', menuId: 3100 },
    { path: 'xzqzcs', name: 'xzqzcs', title: '行政强制措施', menuId: 3200 },
  ],
};
