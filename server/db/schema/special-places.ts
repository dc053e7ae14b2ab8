import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PLACE_CATEGORY_OPTIONS } from '../../../src/constants/options';
import { describeColumns } from '../column-meta';

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
    /** PLACE_CATEGORY_OPTIONS: 1 九小场所 … 6 其他. */
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

describeColumns(specialPlaces, {
  id: '场所ID',
  organId: '所属街道',
  areaId: '街道区域ID',
  name: { title: '场所名称', maxLength: 100 },
  category: { title: '场所类别', options: PLACE_CATEGORY_OPTIONS },
  address: { title: '场所地址', maxLength: 200 },
  contactName: { title: '联系人', maxLength: 30 },
  contactPhone: { title: '联系电话', pattern: '^([0-9-]{7,20})?$', patternMessage: '联系电话应为7到20位数字或短横线' },
  remark: { title: '备注', maxLength: 500 },
  createdAt: '创建时间',
  updatedAt: '修改时间',
  version: '版本',
});
