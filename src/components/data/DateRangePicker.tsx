/**
 * A date or date-time range: two typed fields in the product's format ('YYYY-MM-DD HH:mm:ss' whatever the
 * browser's locale) and a calendar with the spec's shortcuts (today … last 30 days, src/lib/time.ts).
 */
import { DatePicker, HStack, Text } from '@chakra-ui/react';
import type { DateValue } from '@internationalized/date';
import { dateShortcuts } from '../../lib/time';
import { CalendarPopover } from './CalendarPopover';
import { calendarTranslations } from './calendar-translations';
import { formatCalendarValue, fromCalendarValue, toCalendarValue, type DateKind } from './date-text';
import type { DateRangeValue } from './date-range';
import { DateTextInput } from './DateTextInput';
import { dataText } from './messages';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  label?: string;
  /** Date-time by default; 'date' for whole days. */
  kind?: DateKind;
  /** Shortcuts are computed from this moment (tests pin it). */
  now?: () => Date;
  testId?: string;
}

export const PICKER_LOCALE = 'zh-CN';
export const PICKER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function DateRangePicker({ value, onChange, label, kind = 'datetime', now = () => new Date(), testId = 'date-range' }: DateRangePickerProps) {
  const start = toCalendarValue(value.start, kind);
  const end = toCalendarValue(value.end, kind);
  const picked = start ? (end ? [start, end] : [start]) : [];
  const pick = (dates: DateValue[]) =>
    onChange({ start: dates[0] && fromCalendarValue(dates[0], kind, 'start'), end: dates[1] && fromCalendarValue(dates[1], kind, 'end') });
  return (
    <DatePicker.Root
      selectionMode="range"
      size="sm"
      value={picked}
      onValueChange={(details) => pick(details.value)}
      locale={PICKER_LOCALE}
      timeZone={PICKER_TIME_ZONE}
      startOfWeek={1}
      format={formatCalendarValue(kind)}
      translations={calendarTranslations}
      lazyMount
      unmountOnExit
      width="full"
    >
      <DatePicker.Control asChild>
        <HStack gap="1" data-testid={testId} role="group" aria-label={label ?? dataText.pickRange}>
          <DateTextInput
            size="sm"
            kind={kind}
            edge="start"
            aria-label={`${label ?? ''}${dataText.start}`}
            value={value.start}
            onValueChange={(next) => onChange({ ...value, start: next })}
            data-testid={`${testId}-start`}
            flex="1 1 9rem"
            minW="0"
          />
          <Text fontSize="sm" color="fg.muted" flexShrink={0} aria-hidden>
            {dataText.to}
          </Text>
          <DateTextInput
            size="sm"
            kind={kind}
            edge="end"
            aria-label={`${label ?? ''}${dataText.end}`}
            value={value.end}
            onValueChange={(next) => onChange({ ...value, end: next })}
            data-testid={`${testId}-end`}
            flex="1 1 9rem"
            minW="0"
          />
          <CalendarPopover shortcuts={dateShortcuts(now())} testId={testId} />
        </HStack>
      </DatePicker.Control>
    </DatePicker.Root>
  );
}
