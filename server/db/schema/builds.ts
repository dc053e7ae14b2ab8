import { boolean, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { BUILD_STRUCTURE_OPTIONS, BUILD_USE_OPTIONS, FIRE_RATING_OPTIONS } from '../../../src/constants/options';
import { AREA_CODE_PATTERN, PHONE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Buildings (建筑物, 11320): the structures social units sit in (society_companies.build_id). */
export const builds = pgTable(
  'builds',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** The supervising organisation: list scope follows it. */
    organId: text('organ_id').notNull(),
    areaCode: text('area_code'),
    /** Use of the building: residential, public, industrial, mixed (BUILD_USE_OPTIONS). */
    useType: text('use_type').notNull(),
    /** Structure: concrete, steel, masonry, other (BUILD_STRUCTURE_OPTIONS). */
    structure: text('structure').notNull(),
    /** 耐火等级 1 to 4. */
    fireRating: integer('fire_rating').notNull(),
    heightMeters: real('height_meters').notNull(),
    floorsAbove: integer('floors_above').notNull(),
    floorsBelow: integer('floors_below').notNull().default(0),
    floorArea: real('floor_area').notNull(),
    builtYear: integer('built_year'),
    managerName: text('manager_name'),
    managerPhone: text('manager_phone'),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('builds_organ_idx').on(t.organId)],
);

describeColumns(builds, {
  id: '建筑ID',
  name: { title: '建筑名称', maxLength: 100 },
  address: { title: '建筑地址', maxLength: 200 },
  organId: '监管单位',
  areaCode: { title: '行政区划代码', pattern: AREA_CODE_PATTERN },
  useType: { title: '使用性质', options: BUILD_USE_OPTIONS },
  structure: { title: '建筑结构', options: BUILD_STRUCTURE_OPTIONS },
  fireRating: { title: '耐火等级', options: FIRE_RATING_OPTIONS },
  heightMeters: { title: '建筑高度', exclusiveMinimum: 0, maximum: 1000 },
  floorsAbove: { title: '地上层数', minimum: 1, maximum: 200 },
  floorsBelow: { title: '地下层数', minimum: 0, maximum: 20 },
  floorArea: { title: '建筑面积', exclusiveMinimum: 0, maximum: 10000000 },
  builtYear: { title: '建成年份', minimum: 1900 },
  managerName: { title: '管理人', maxLength: 32 },
  managerPhone: { title: '联系电话', maxLength: 20, pattern: PHONE_PATTERN },
  remark: { title: '备注', maxLength: 500 },
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
