import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Special premises of a street (jdcsgl): the street's office organisation and its area. */
export const specialPlaces = pgTable(
  'special_places',
  {
    id: text('id').primaryKey(),
    /** The street office (organisation scope). */
    organId: text('organ_id').notNull(),
    /** The street (area level 4) the office stands for. */
    areaId: text('area_id').notNull(),
    name: text('name').notNull(),
    /** 1 九小场所, 2 人员密集场所, 3 易燃易爆场所, 4 高层建筑, 5 地下空间, 6 其他. */
    category: integer('category').notNull(),
    address: text('address').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('special_places_organ_idx').on(t.organId), index('special_places_area_idx').on(t.areaId)],
);
