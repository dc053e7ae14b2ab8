import { appointmentResource } from './appointment-shared';

export default appointmentResource('yyslFc', 'reinspection');
