/** The .xlsx columns of an entity's export: the row's titled fields, option labels and China time instead of codes, lists joined by 、. */
import type { Column } from 'drizzle-orm';
import { ruleOf } from '../db/column-meta';
import { optionLabel, YES_NO_OPTIONS } from '../../src/constants/options';
import type { XlsxColumn } from '../services/xlsx';
import { chinaDateTime } from '../services/writ-text';
import type { AnyEntity } from './define-entity';
import type { SelectMap } from './types';

/** Fields that mean nothing on paper. */
const LEFT_OUT = new Set(['allows', 'version', 'deleted']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const columnOf = (entry: SelectMap[string]): Column | undefined =>
  'schema' in entry ? undefined : 'column' in entry && 'title' in entry ? entry.column : (entry as Column);

function fields(e: AnyEntity) {
  const props = e.row.properties as Record<string, { title?: string }>;
  const chosen: string[] = e.spec.export?.columns ? [...e.spec.export.columns] : Object.keys(e.spec.select).filter((k) => !LEFT_OUT.has(k) && k !== e.key && k !== e.versionField && k in props);
  return chosen
    .map((k) => ({ key: k, header: props[k]?.title ?? k, column: columnOf(e.spec.select[k]) }));
}

export function exportColumns(e: AnyEntity): XlsxColumn<Record<string, unknown>>[] {
  return fields(e).map(({ key, header }) => ({ header, key }));
}

/** A row as the sheet shows it. */
exportColumns.values = (e: AnyEntity, row: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const { key, column } of fields(e)) {
    const v = row[key];
    const options = column ? ruleOf(column)?.options : undefined;
    if (Array.isArray(v)) out[key] = v.map((item) => (options ? optionLabel(options, item) || item : item)).join('、');
    else if (options && v !== null && v !== undefined) out[key] = optionLabel(options, v) || v;
    else if (typeof v === 'boolean') out[key] = optionLabel(YES_NO_OPTIONS, v);
    else if (typeof v === 'string' && ISO_TIME.test(v)) out[key] = chinaDateTime(new Date(v));
    else out[key] = v;
  }
  return out;
};
