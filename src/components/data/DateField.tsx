/** One date or date-time of a form: typed in the product's format, or picked from the calendar. */
import { DatePicker, HStack } from '@chakra-ui/react';
import { CalendarPopover } from './CalendarPopover';
import { calendarTranslations } from './calendar-translations';
import { formatCalendarValue, fromCalendarValue, toCalendarValue, type DateKind } from './date-text';
import { PICKER_LOCALE, PICKER_TIME_ZONE } from './DateRangePicker';
import { DateTextInput } from './DateTextInput';

export interface DateFieldProps {
  kind: DateKind;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  label?: string;
  invalid?: boolean;
  readOnly?: boolean;
  size?: 'sm' | 'md';
  testId: string;
}

export function DateField({ kind, value, onChange, onBlur, name, label, invalid, readOnly, size = 'md', testId }: DateFieldProps) {
  const picked = toCalendarValue(value, kind);
  return (
    <DatePicker.Root
      size={size}
      value={picked ? [picked] : []}
      onValueChange={(details) => onChange(details.value[0] ? fromCalendarValue(details.value[0], kind) : '')}
      locale={PICKER_LOCALE}
      timeZone={PICKER_TIME_ZONE}
      startOfWeek={1}
      format={formatCalendarValue(kind)}
      translations={calendarTranslations}
      readOnly={readOnly}
      invalid={invalid}
      lazyMount
      unmountOnExit
      width="full"
    >
      <DatePicker.Control asChild>
        <HStack gap="1">
          <DateTextInput
            size={size}
            kind={kind}
            name={name}
            aria-label={label}
            aria-invalid={invalid || undefined}
            readOnly={readOnly}
            value={value || undefined}
            onValueChange={(next) => onChange(next ?? '')}
            onBlur={onBlur}
            data-testid={testId}
            flex="1"
            minW="0"
          />
          {!readOnly && <CalendarPopover testId={testId} />}
        </HStack>
      </DatePicker.Control>
    </DatePicker.Root>
  );
}
