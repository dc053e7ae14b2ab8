/** 非承诺制受理登记 (sldjFcn, notify status 1): inspected within 10 working days, then permitted or refused. */
import { safetyInspectionResource } from './safety-inspection-shared';

export default safetyInspectionResource('sldjFcn', 1);
