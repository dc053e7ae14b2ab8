import { Type } from '@sinclair/typebox';

/** Product time zone offset: filters without a zone ('YYYY-MM-DD HH:mm:ss' from the date-range picker) are China time. */
export const CHINA_OFFSET = '+08:00';

/** 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' (China time) or a full ISO string. */
export const FILTER_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?)?(Z|[+-]\\d{2}:?\\d{2})?$';

/** A filter time: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' (China time) or a full ISO string. */
export const FilterTime = (title: string) => Type.Optional(Type.String({ title, pattern: FILTER_TIME_PATTERN, maxLength: 40 }));

export function parseFilterTime(text: string): Date {
  const [date, time = '00:00:00'] = text.trim().split(/[ T]/);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(time) ? time : `${time}${CHINA_OFFSET}`;
  return new Date(`${date}T${zoned}`);
}
