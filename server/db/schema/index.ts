export * from './organizations';
export * from './users';
export * from './roles';
export * from './system';
export * from './notices';
export * from './notice-templates';
export * from './libraries';
