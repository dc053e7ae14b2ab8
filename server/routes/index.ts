import type { AnyRoute } from '../http/route';
import { authRoutes } from './auth';
import { flowRoutes } from './flow';
import { noticeRoutes } from './notice';
import { organizationRoutes } from './organization';
import { publicRoutes } from './public';
import { userRoutes } from './user';
import { systemLibraryRoutes } from './system/libraries';
import { roleRoutes } from './system/roles';
import { userAdminRoutes } from './system/users';

/** Every REST route of the server; later modules add their arrays here. */
export const allRoutes: AnyRoute[] = [
  ...authRoutes,
  ...userRoutes,
  ...organizationRoutes,
  ...noticeRoutes,
  ...flowRoutes,
  ...publicRoutes,
  ...systemLibraryRoutes,
  ...userAdminRoutes,
  ...roleRoutes,
];
