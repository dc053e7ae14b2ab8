/** All user-facing text of the client (zh-CN). Adding a domain is one import and one key below. */
import { auth } from './auth';
import { common } from './common';
import { dates } from './dates';
import { errors } from './errors';
import { layout } from './layout';
import { screens } from './screens';
import { statistics } from './statistics';
import { users } from './users';

export const messages = { common, errors, dates, layout, auth, screens, statistics, users } as const;
export type Messages = typeof messages;

export { auth, common, dates, errors, layout, screens, statistics, users };
