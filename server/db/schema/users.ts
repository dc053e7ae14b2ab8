import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { USER_STATE_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** The login account, also the "user code" of the spec. */
    account: text('account').notNull().unique(),
    name: text('name').notNull(),
    organId: text('organ_id').notNull(),
    leader: boolean('leader').notNull().default(false),
    phone: text('phone'),
    email: text('email'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    passwordIsInitial: boolean('password_is_initial').notNull().default(true),
    passwordChangedAt: ts('password_changed_at'),
    state: text('state', { enum: ['active', 'frozen'] }).notNull().default('active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    lastLoginAt: ts('last_login_at'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('users_organ_idx').on(t.organId), index('users_name_idx').on(t.name)],
);

describeColumns(users, {
  id: '用户ID',
  account: { title: '账号', maxLength: 32, pattern: '^[A-Za-z0-9_.@-]{3,32}$' },
  name: { title: '姓名', maxLength: 32 },
  organId: { title: '所属单位', maxLength: 64 },
  leader: '是否领导',
  phone: { title: '手机号码', maxLength: 20, pattern: '^1\\d{10}$|^0\\d{2,3}-?\\d{7,8}$' },
  email: { title: '电子邮箱', maxLength: 100, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  passwordHash: { title: '密码', secret: true },
  passwordIsInitial: '初始密码',
  state: { title: '状态', options: USER_STATE_OPTIONS },
  lockedUntil: '锁定至',
  lastLoginAt: '最后登录时间',
  deleted: '已删除',
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});

/** One row per issued token (jti). Revoked on logout; idle sessions are refused. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** One-time login captchas; in the database so that several instances share them. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  expiresAt: ts('expires_at').notNull(),
});
