/** Every entity definition; their standard routes join the route table (server/routes/index.ts). */
import type { AnyRoute } from '../http/route';
import { entityRoutes } from '../entity/routes';
import { assessmentItem } from './assessment-item.entity';
import { enforcementUnit } from './enforcement-unit.entity';
import { industry } from './industry.entity';
import { lawOfficer } from './law-officer.entity';
import { libraryCase, regulation } from './library-document.entity';
import { writTemplate } from './writ-template.entity';

export const allEntities = [
  assessmentItem,
  enforcementUnit,
  regulation,
  libraryCase,
  industry,
  lawOfficer,
  writTemplate,
];

export const entityRouteTable: AnyRoute[] = allEntities.flatMap((entity) => entityRoutes(entity));
