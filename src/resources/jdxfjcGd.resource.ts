import { streetWorkOrderEntity } from '../graphql/generated/entities/street-work-order';
import { workOrderResource } from './work-order-resource';

/** 工单 sent to street receivers (/xtgl): received, handled and returned by them, reviewed by the issuer. */
export default workOrderResource(streetWorkOrderEntity, 'street');
