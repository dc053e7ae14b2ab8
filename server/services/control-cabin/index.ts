export { cabinPeriod, type CabinPeriod, type CabinQuery } from './period';
export { complaintsReport, heatPoints, HEAT_POINTS_CAP, type Risk } from './complaints';
export { randomInspection, reportNumber } from './inspections';
export { personsNumber, securityCheck, subordinate } from './units';
export { reportLogLa, reportLogLa2 } from './cases';
