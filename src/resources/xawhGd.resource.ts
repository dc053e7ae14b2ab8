import { committeeWorkOrderEntity } from '../graphql/generated/entities/committee-work-order';
import { workOrderResource } from './work-order-resource';

/** 工单 sent to committee receivers (/xtgl): received, handled and returned by them, reviewed by the issuer. */
export default workOrderResource(committeeWorkOrderEntity, 'committee');
