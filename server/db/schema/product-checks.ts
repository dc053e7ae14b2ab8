import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORY_OPTIONS, PRODUCT_HANDLING_OPTIONS, PRODUCT_PLACE_OPTIONS, PRODUCT_RESULT_OPTIONS } from '../../../src/constants/product-checks';
import { ISO_DATE_PATTERN } from '../../../src/constants/patterns';
import { describeColumns } from '../column-meta';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 产品监督 (cpjd 2700): one fire product sample taken in the market or at a unit using it, and, once the test
 * report is back, its result; a failed sample names the failed items and what follows. The pass rate is
 * counted over the samples with a result.
 */
export const productChecks = pgTable(
  'product_checks',
  {
    id: text('id').primaryKey(),
    /** The sampling organisation: list scope follows it. */
    organId: text('organ_id').notNull(),
    productName: text('product_name').notNull(),
    category: text('category').notNull(),
    model: text('model'),
    manufacturer: text('manufacturer').notNull(),
    batchNo: text('batch_no'),
    placeKind: text('place_kind').notNull(),
    /** The unit where the sample was taken (使用领域), from the social-unit library. */
    companyId: text('company_id'),
    placeName: text('place_name').notNull(),
    sampledDate: text('sampled_date').notNull(),
    samplers: text('samplers').notNull(),
    result: text('result'),
    reportNo: text('report_no'),
    failedItems: text('failed_items'),
    handling: text('handling'),
    resultAt: ts('result_at'),
    remark: text('remark'),
    createdBy: text('created_by').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('product_checks_organ_idx').on(t.organId, t.sampledDate)],
);

describeColumns(productChecks, {
  id: '抽检ID',
  organId: '抽检单位',
  productName: { title: '产品名称', maxLength: 100 },
  category: { title: '产品类别', options: PRODUCT_CATEGORY_OPTIONS },
  model: { title: '规格型号', maxLength: 100 },
  manufacturer: { title: '生产企业', maxLength: 100 },
  batchNo: { title: '生产批号', maxLength: 50 },
  placeKind: { title: '抽样领域', options: PRODUCT_PLACE_OPTIONS },
  companyId: '使用单位',
  placeName: { title: '抽样地点', maxLength: 200 },
  sampledDate: { title: '抽样日期', pattern: ISO_DATE_PATTERN },
  samplers: { title: '抽样人员', maxLength: 100 },
  result: { title: '检验结果', options: PRODUCT_RESULT_OPTIONS },
  reportNo: { title: '检验报告编号', maxLength: 50 },
  failedItems: { title: '不合格项目', maxLength: 500 },
  handling: { title: '处理措施', options: PRODUCT_HANDLING_OPTIONS },
  resultAt: '结果录入时间',
  remark: { title: '备注', maxLength: 500 },
  createdBy: '登记人',
  createdAt: '登记时间',
  updatedAt: '更新时间',
  version: '版本',
});
