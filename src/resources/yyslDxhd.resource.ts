import { appointmentResource } from './appointment-shared';

export default appointmentResource('yyslDxhd', 'event');
