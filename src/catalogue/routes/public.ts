import type { CatalogueRoute } from '../types';

/** Pages outside the layout shell: login, the wall screens and the not-found page. */
export const publicRoutes: CatalogueRoute[] = [
  { path: '/login', name: 'login', title: '登录', hidden: true, standalone: true, noLogin: true, noSidebar: true },
  // The cockpit needs neither login nor grant (spec); it still shows as a navbar entry for signed-in users.
  { path: '/bigscreen-normal', name: 'bigscreenNormal', title: '驾驶舱大屏', icon: 'bigscreen', standalone: true, noLogin: true, noSidebar: true },
  { path: '/bigscreen-normal-origin', name: 'bigscreenNormalOrigin', title: '驾驶舱大屏（原版）', menuId: 200, icon: 'bigscreen', standalone: true, noSidebar: true },
  { path: '/bigscreen', name: 'bigscreen', title: '消防安全政务服务平台监控室', menuId: 300, hidden: true, standalone: true, noSidebar: true },
  { path: '/404', name: 'notFound', title: '页面不存在', hidden: true, standalone: true, noSidebar: true },
];
