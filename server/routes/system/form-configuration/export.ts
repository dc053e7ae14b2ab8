import { FORM_FIELD_KIND_NAMES } from '../../../../src/constants/form-fields';
import type { FormConfigurationRow } from '../../../services/form-configurations';
import type { XlsxColumn } from '../../../services/xlsx';

export const FORM_CONFIGURATION_EXPORT_FILE = '表单配置.xlsx';

const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' });

type ExportRow = FormConfigurationRow & { stateText: string; fieldsText: string; timeText: string };

/** One row of the sheet: the fields listed as 名称（类型，必填）. */
export const exportRow = (row: FormConfigurationRow): ExportRow => ({
  ...row,
  stateText: row.enabled ? '启用' : '停用',
  fieldsText: row.fields.map((f) => `${f.label}（${FORM_FIELD_KIND_NAMES[f.kind]}${f.required ? '，必填' : ''}）`).join('、'),
  timeText: stamp.format(new Date(row.updatedAt)),
});

export const EXPORT_COLUMNS: XlsxColumn<ExportRow>[] = [
  { header: '表单名称', key: 'name', width: 28 },
  { header: '表单编码', key: 'code', width: 24 },
  { header: '业务类型', key: 'busiTypeName', width: 14 },
  { header: '字段数', key: 'fieldCount', width: 8 },
  { header: '字段', key: 'fieldsText', width: 60 },
  { header: '状态', key: 'stateText', width: 8 },
  { header: '备注', key: 'remark', width: 24 },
  { header: '创建人', key: 'creatorName', width: 12 },
  { header: '修改时间', key: 'timeText', width: 20 },
];
