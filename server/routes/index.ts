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
import { committeeRoutes } from './system/committee';
import { specialPlaceRoutes } from './system/special-place';
import { dutyStandardRoutes } from './system/duty-standard';
import { basicLibraryRoutes } from './system/basic-libraries';
import { caseCauseRoutes } from './system/case-cause';
import { writRoutes } from './system/writ';
import { dictRoutes } from './system/dict';
import { industryRoutes } from './system/industry';
import { flowDefinitionRoutes } from './flow/definitions';
import { flowDefinitionEditRoutes } from './flow/definition-edits';
import { taskFileRoutes } from './task-files';
import { businessRoutes } from './business';
import { taskTalkRoutes } from './task-talk';
import { fdfsRoutes } from './fdfs';
import { statisticsRoutes } from './statistics';
import { videoRoutes } from './video';
import { trackRoutes } from './track';
import { mapRoutes } from './map';
import { controlCabinRoutes } from './control-cabin';
import { smartServiceRoutes } from './smart-service';
import { appointmentRoutes } from './appointments';
import { trainingRoutes } from './training';
import { publicityRoutes } from './publicity';
import { complaintRoutes } from './complaints';
import { workOrderRoutes } from './work-orders';
import { firePreventionRoutes } from './fire-prevention';
import { routineCheckRoutes } from './routine-checks';
import { entityRouteTable } from '../entities';
import { supervisionRoutes } from './supervision';
import { penaltyRoutes } from './penalty';
import { sealUpRoutes } from './seal-ups';
import { campaignRoutes } from './supervision/campaign';
import { drawRoutes } from './supervision/draws';
import { supervisionRecordRoutes } from './supervision/records';
import { myTaskRoutes } from './supervision/my-task';
import { eventHandoverRoutes } from './events-handovers';
import { earlyWarningRoutes } from './early-warning';
import { rootListRoutes } from './early-warning/root-lists';
import { safetyInspectionRoutes } from './safety-inspection';

/** Every REST route of the server; later modules add their arrays here. */
export const allRoutes: AnyRoute[] = [
  ...authRoutes,
  ...userRoutes,
  ...organizationRoutes,
  ...noticeRoutes,
  ...flowRoutes,
  ...publicRoutes,
  ...systemLibraryRoutes,
  ...supervisionRoutes,
  ...penaltyRoutes,
  ...sealUpRoutes,
  ...campaignRoutes,
  ...drawRoutes,
  ...supervisionRecordRoutes,
  ...myTaskRoutes,
  ...eventHandoverRoutes,
  ...safetyInspectionRoutes,
  ...userAdminRoutes,
  ...roleRoutes,
  ...committeeRoutes,
  ...specialPlaceRoutes,
  ...dutyStandardRoutes,
  ...basicLibraryRoutes,
  ...caseCauseRoutes,
  ...writRoutes,
  ...dictRoutes,
  ...industryRoutes,
  ...flowDefinitionRoutes,
  ...flowDefinitionEditRoutes,
  ...taskFileRoutes,
  ...businessRoutes,
  ...taskTalkRoutes,
  ...fdfsRoutes,
  ...statisticsRoutes,
  ...videoRoutes,
  ...trackRoutes,
  ...mapRoutes,
  ...controlCabinRoutes,
  ...smartServiceRoutes,
  ...appointmentRoutes,
  ...trainingRoutes,
  ...publicityRoutes,
  ...complaintRoutes,
  ...workOrderRoutes,
  ...earlyWarningRoutes,
  ...rootListRoutes,
  ...firePreventionRoutes,
  ...routineCheckRoutes,
  ...entityRouteTable,
];
