import { boolean, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Use of the building: residential, public, industrial, mixed (BUILD_USE_NAMES). */
    useType: text('use_type').notNull(),
    /** Structure: concrete, steel, masonry, other (BUILD_STRUCTURE_NAMES). */
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
