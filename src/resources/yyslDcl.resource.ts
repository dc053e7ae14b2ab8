/** 待处理预约 (8210): the bookings waiting to be handled, of every matter; 登记 and 办理 start here. */
import { appointmentResource } from './appointment-shared';

export default appointmentResource('yyslDcl');
