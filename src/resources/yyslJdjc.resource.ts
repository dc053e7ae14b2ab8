import { appointmentResource } from './appointment-shared';

export default appointmentResource('yyslJdjc', 'inspection');
