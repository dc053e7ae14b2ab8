/** Start and end date-times with the spec's shortcuts (today … last 30 days, src/lib/time.ts). */
import { HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { dateShortcuts } from '../../lib/time';
import { fromInputValue, rangeOf, toInputValue, type DateRangeValue } from './date-range';
import { dataText } from './messages';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  label?: string;
  /** Shortcuts are computed from this moment (tests pin it). */
  now?: () => Date;
}

export function DateRangePicker({ value, onChange, label, now = () => new Date() }: DateRangePickerProps) {
  return (
    <HStack gap="1" wrap="wrap" data-testid="date-range">
      <Input
        size="sm"
        type="datetime-local"
        step={1}
        aria-label={`${label ?? ''}${dataText.start}`}
        value={toInputValue(value.start)}
        onChange={(event) => onChange({ ...value, start: fromInputValue(event.currentTarget.value) })}
        data-testid="date-range-start"
        flex="1 1 10rem"
        minW="0"
      />
      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
        {dataText.to}
      </Text>
      <Input
        size="sm"
        type="datetime-local"
        step={1}
        aria-label={`${label ?? ''}${dataText.end}`}
        value={toInputValue(value.end)}
        onChange={(event) => onChange({ ...value, end: fromInputValue(event.currentTarget.value) })}
        data-testid="date-range-end"
        flex="1 1 10rem"
        minW="0"
      />
      {/* A native select: works the same with mouse, touch and keyboard, and resets after each pick. */}
      <NativeSelect.Root size="sm" width="auto" flex="0 0 auto">
        <NativeSelect.Field
          aria-label={dataText.shortcuts}
          value=""
          data-testid="date-range-shortcuts"
          onChange={(event) => {
            const shortcut = dateShortcuts(now()).find((each) => each.key === event.currentTarget.value);
            if (shortcut) onChange(rangeOf(shortcut.start, shortcut.end));
          }}
        >
          <option value="">{dataText.shortcuts}</option>
          {dateShortcuts(now()).map((shortcut) => (
            <option key={shortcut.key} value={shortcut.key}>
              {shortcut.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
