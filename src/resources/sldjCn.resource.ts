/** 承诺制受理登记 (sldjCn, notify status 0): permitted on the spot, verified afterwards. */
import { safetyInspectionResource } from './safety-inspection-shared';

export default safetyInspectionResource('sldjCn', 0);
