import { appointmentResource } from './appointment-shared';

export default appointmentResource('yyslPx', 'training');
