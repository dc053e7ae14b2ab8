import { industryWorkOrderEntity } from '../graphql/generated/entities/industry-work-order';
import { workOrderResource } from './work-order-resource';

/** 工单 sent to industry receivers (/xtgl): received, handled and returned by them, reviewed by the issuer. */
export default workOrderResource(industryWorkOrderEntity, 'industry');
