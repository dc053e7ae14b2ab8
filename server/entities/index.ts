/** Every entity definition; their standard routes join the route table (server/routes/index.ts). */
import type { AnyRoute } from '../http/route';
import { entityRoutes } from '../entity/routes';
import { appVersion } from './app-version.entity';
import { area } from './area.entity';
import { assessmentItem } from './assessment-item.entity';
import { build } from './build.entity';
import { caseCause } from './case-cause.entity';
import { committeeDepartment } from './committee-department.entity';
import { enforcementUnit } from './enforcement-unit.entity';
import { industry } from './industry.entity';
import { lawOfficer } from './law-officer.entity';
import { lawRegulation } from './law-regulation.entity';
import { libraryCase, regulation } from './library-document.entity';
import { societyCompany } from './society-company.entity';
import { specialPlace } from './special-place.entity';
import { writTemplate } from './writ-template.entity';
import { writDocument } from './writ-document.entity';
import { noticeTemplate } from './notice-template.entity';
import { user } from './user.entity';
import { taskTemplate } from './task-template.entity';
import { role } from './role.entity';
import { guideTemplate } from './guide-template.entity';
import { formConfiguration } from './form-configuration.entity';
import { dutyStandard } from './duty-standard.entity';
import { calendarPeriod } from './calendar-period.entity';
import { flowDefinition } from './flow-definition.entity';
import { supervisionTask } from './supervision-task.entity';
import { campaign } from './campaign.entity';
import { largeEvent } from './large-event.entity';
import { safetyInspection } from './safety-inspection.entity';
import { securityCheckPermit } from './security-check-permit.entity';
import { handover } from './handover.entity';
import { qaCategory } from './qa-category.entity';
import { qaEntry } from './qa-entry.entity';
import { leaveWord } from './leave-word.entity';
import { appointment } from './appointment.entity';
import { penaltyCase } from './penalty-case.entity';
import { sealUp } from './seal-up.entity';
import { complaint } from './complaint.entity';
import { complaintCheck } from './complaint-check.entity';
import { productCheck } from './product-check.entity';
import { firePreventionGuidance, firePreventionOrder, firePreventionProgress, firePreventionPublicity } from './fire-prevention-order.entity';
import { firePreventionTask } from './fire-prevention-task.entity';
import { committeeRoutineCheck, industryRoutineCheck, streetRoutineCheck } from './routine-check.entity';
import { trainingSession } from './training-session.entity';
import { publicityKnowledge, publicityReview, publicitySpecial } from './publicity.entity';
import { committeeWorkOrder, communityWorkOrder, industryWorkOrder, policeWorkOrder, streetWorkOrder } from './work-order.entity';

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
  build,
  user,
  taskTemplate,
  role,
  lawRegulation,
  area,
  writDocument,
  committeeDepartment,
  specialPlace,
  guideTemplate,
  formConfiguration,
  dutyStandard,
  calendarPeriod,
  flowDefinition,
  supervisionTask,
  campaign,
  largeEvent,
  safetyInspection,
  securityCheckPermit,
  handover,
  qaCategory,
  qaEntry,
  leaveWord,
  appointment,
  penaltyCase,
  sealUp,
  complaint,
  complaintCheck,
  productCheck,
  committeeWorkOrder,
  industryWorkOrder,
  policeWorkOrder,
  communityWorkOrder,
  streetWorkOrder,
  firePreventionOrder,
  firePreventionGuidance,
  firePreventionPublicity,
  firePreventionProgress,
  firePreventionTask,
  committeeRoutineCheck,
  industryRoutineCheck,
  streetRoutineCheck,
  trainingSession,
  publicityKnowledge,
  publicitySpecial,
  publicityReview,
];

export const entityRouteTable: AnyRoute[] = allEntities.flatMap((entity) => entityRoutes(entity));
