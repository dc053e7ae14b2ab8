import { boolean, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { describeColumns } from '../column-meta';

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  code: text('code').notNull().unique(),
  builtIn: boolean('built_in').notNull().default(false),
  deleted: boolean('deleted').notNull().default(false),
  /** Optimistic locking: an edit names the version it read. */
  version: integer('version').notNull().default(1),
});

describeColumns(roles, {
  id: '角色ID',
  name: { title: '角色名称', maxLength: 32 },
  code: { title: '角色编码', maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
  description: { title: '角色说明', maxLength: 200 },
  builtIn: '内置角色',
  version: '版本',
});

/** The menu catalogue (levels 1–3 menus, level 4 and below buttons), seeded from src/catalogue. */
export const menus = pgTable(
  'menus',
  {
    menuId: integer('menu_id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['menu', 'button'] }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: text('role_id').notNull(),
    menuId: integer('menu_id').notNull(),
    client: text('client', { enum: ['pc', 'app'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId, t.client] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
