import { boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { AREA_LEVEL_OPTIONS, ORGAN_LEVEL_OPTIONS, UNIT_CATEGORY_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

/** A jurisdiction outline: rings of [lng, lat] in WGS84 (GeoJSON Polygon coordinates). */
export type AreaBoundary = [number, number][][];

/** The organisation tree: bureau (0) … other (6); unit category 1–4 where it applies. */
export const organizations = pgTable(
  'organizations',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    /** Short name shown in trees (organSortName). */
    sortName: text('sort_name').notNull(),
    level: smallint('level').notNull(),
    unitCategory: smallint('unit_category'),
    areaCode: text('area_code'),
    sort: integer('sort').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    /** Optimistic locking for enforcement-unit management (zfdwgl). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('organizations_parent_idx').on(t.parentId)],
);

describeColumns(organizations, {
  id: '单位ID',
  parentId: '上级单位',
  name: { title: '单位名称', maxLength: 100 },
  sortName: { title: '单位简称', maxLength: 50 },
  level: { title: '单位级别', options: ORGAN_LEVEL_OPTIONS },
  unitCategory: { title: '单位类别', options: UNIT_CATEGORY_OPTIONS },
  areaCode: { title: '行政区划代码', pattern: '^(\\d{6,12})?$' },
  sort: { title: '排序', minimum: 0, maximum: 9999 },
  version: '版本',
});

/** Administrative areas (province 1, city 2, district 3, street 4, community 5). */
export const areas = pgTable(
  'areas',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Region management (qygl) deletes softly and edits with optimistic locking. */
    deleted: boolean('deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** The outline the default map style draws (districts carry one); null where unknown. */
    boundary: jsonb('boundary').$type<AreaBoundary>(),
  },
  (t) => [index('areas_parent_idx').on(t.parentId)],
);

describeColumns(areas, {
  id: '区域ID',
  parentId: '上级区域',
  name: { title: '区域名称', maxLength: 50 },
  code: { title: '区域编码', pattern: '^\\d{6,12}$' },
  level: { title: '级别', options: AREA_LEVEL_OPTIONS },
  sort: { title: '排序', minimum: 0, maximum: 9999 },
  version: '版本',
});
