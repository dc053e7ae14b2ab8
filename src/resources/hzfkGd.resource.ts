import { firePreventionOrderEntity } from '../graphql/generated/entities/fire-prevention-order';
import { firePreventionOrderResource } from './fire-prevention-order-resource';

/** 防控工单 (hzfkGd): the unit's fire-prevention task orders of this kind, drafted, sent for approval and dispatched. */
export default firePreventionOrderResource(firePreventionOrderEntity);
