/** Every entity definition; their standard routes join the route table (server/routes/index.ts). */
import type { AnyRoute } from '../http/route';
import { entityRoutes } from '../entity/routes';
import { appVersion } from './app-version.entity';
import { assessmentItem } from './assessment-item.entity';
import { caseCause } from './case-cause.entity';
import { enforcementUnit } from './enforcement-unit.entity';
import { industry } from './industry.entity';
import { lawOfficer } from './law-officer.entity';
import { libraryCase, regulation } from './library-document.entity';
import { societyCompany } from './society-company.entity';
import { writTemplate } from './writ-template.entity';
import { noticeTemplate } from './notice-template.entity';
import { user } from './user.entity';
import { dutyStandard } from './duty-standard.entity';

export const allEntities = [
  assessmentItem,
  enforcementUnit,
  regulation,
  libraryCase,
  industry,
  lawOfficer,
  writTemplate,
  appVersion,
  caseCause,
  societyCompany,
  noticeTemplate,
  user,
  dutyStandard,
];

export const entityRouteTable: AnyRoute[] = allEntities.flatMap((entity) => entityRoutes(entity));
