import type { CatalogueRoute } from '../types';

/** The layout root: '/' redirects to the home page. */
export const homeRoot: CatalogueRoute = {
  path: '/',
  name: 'root',
  title: '首页',
  menuId: 1,
  icon: 'dashboard',
  children: [
    {
      path: 'dashboard',
      name: 'dashboard',
      title: '首页',
      menuId: 100,
      buttons: { pendingTasks: 111, notices: 112, quickLinks: 113, onlineUsers: 114 },
    },
  ],
};
