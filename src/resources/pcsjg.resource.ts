import { policeWorkOrderEntity } from '../graphql/generated/entities/police-work-order';
import { workOrderResource } from './work-order-resource';

/** 工单 sent to police receivers (/xtgl): received, handled and returned by them, reviewed by the issuer. */
export default workOrderResource(policeWorkOrderEntity, 'police');
