export * from './api';
export * from './layout';
export * from './map';
export * from './paging';
export * from './storage';
export * from './timings';
export * from './track';
export * from './upload';
