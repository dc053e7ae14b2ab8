import type { AnyRoute } from '../../http/route';
import { buildRoutes } from './build';
import { lawOfficerRoutes } from './law-officer';
import { societyCompanyRoutes } from './society-company';

/** Basic libraries of /system (11300): social units, buildings, enforcement personnel (laws and regulations: server/entities/law-regulation.entity.ts). */
export const basicLibraryRoutes: AnyRoute[] = [...societyCompanyRoutes, ...buildRoutes, ...lawOfficerRoutes];
