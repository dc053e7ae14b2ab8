/** How a cell or detail value becomes text (status badges use the option's colour on top). */
import { common } from '../../messages/common';
import { DEFAULT_DATE_FORMAT, formatTime } from '../../lib/time';
import type { Option, ValueRender } from '../../resources/types';
import { dataText } from './messages';

export interface ValueSpec<Row> {
  render?: ValueRender;
  options?: readonly Option[];
  format?: (value: unknown, row: Row) => string;
  /** Text colour (a Chakra token) for this value. */
  tone?: (value: unknown, row: Row) => string | undefined;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export function optionFor(options: readonly Option[] | undefined, value: unknown): Option | undefined {
  return options?.find((option) => String(option.value) === String(value));
}

export function formatValue<Row>(value: unknown, row: Row, spec: ValueSpec<Row>): string {
  if (spec.format) return spec.format(value, row);
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isEmpty(item)).map((item) => formatValue(item, row, { ...spec, format: undefined }));
    return items.length ? items.join('、') : dataText.dash;
  }
  if (isEmpty(value)) return dataText.dash;
  switch (spec.render) {
    case 'date':
      return formatTime(value as string, DEFAULT_DATE_FORMAT) || dataText.dash;
    case 'datetime':
      return formatTime(value as string) || dataText.dash;
    case 'boolean':
      return value === true || value === 'true' || value === 1 ? common.yes : common.no;
    case 'status':
    case 'option':
      return optionFor(spec.options, value)?.label ?? String(value);
    default:
      return String(value);
  }
}
