import { appointmentResource } from './appointment-shared';

export default appointmentResource('yyslXfzd', 'guidance');
