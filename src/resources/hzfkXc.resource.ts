import { firePreventionPublicityEntity } from '../graphql/generated/entities/fire-prevention-publicity';
import { firePreventionOrderResource } from './fire-prevention-order-resource';

/** 防控宣传 (hzfkXc): the unit's fire-prevention task orders of this kind, drafted, sent for approval and dispatched. */
export default firePreventionOrderResource(firePreventionPublicityEntity);
