import type { AnyRoute } from '../../http/route';
import { appVersionRoutes } from './app-version';
import { areaRoutes } from './area';
import { systemConfigRoutes } from './config';
import { enforcementUnitRoutes } from './enforcement-unit';
import { libraryRoutesAll } from './library';
import { formConfigurationRoutes } from './form-configuration';
import { operationRecordRoutes } from './operation-record';

/** System management resources other than users and roles: logs, configuration, app versions, templates, libraries, regions, enforcement units. */
export const systemLibraryRoutes: AnyRoute[] = [...operationRecordRoutes, ...systemConfigRoutes, ...appVersionRoutes, ...formConfigurationRoutes, ...libraryRoutesAll, ...areaRoutes, ...enforcementUnitRoutes];
