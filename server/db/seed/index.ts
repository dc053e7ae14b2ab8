export { seedEssentials, type EssentialsOptions } from './essentials';
export { seedDemo, demoPasswordHash, type DemoSeedOptions } from './demo';
export { prepareDatabase, DEMO_ACCOUNTS } from './prepare';
export { DEMO_PASSWORD, ROOT_ORGAN_ID, ADMIN_USER_ID, ADMIN_ACCOUNT, ADMIN_ROLE_ID } from './constants';
