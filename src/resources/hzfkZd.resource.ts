import { firePreventionGuidanceEntity } from '../graphql/generated/entities/fire-prevention-guidance';
import { firePreventionOrderResource } from './fire-prevention-order-resource';

/** 防控指导 (hzfkZd): the unit's fire-prevention task orders of this kind, drafted, sent for approval and dispatched. */
export default firePreventionOrderResource(firePreventionGuidanceEntity);
