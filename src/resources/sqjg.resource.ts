import { communityWorkOrderEntity } from '../graphql/generated/entities/community-work-order';
import { workOrderResource } from './work-order-resource';

/** 工单 sent to community receivers (/xtgl): received, handled and returned by them, reviewed by the issuer. */
export default workOrderResource(communityWorkOrderEntity, 'community');
