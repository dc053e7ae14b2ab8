/**
 * The calendar button and its panel (the design system's date picker): day, month and year views in
 * zh-CN, weeks from Monday, and the spec's shortcuts down the side for a range, as in Element's pickers.
 * Arrow keys move through the days, Enter picks, Escape closes.
 */
import { DatePicker, IconButton, Portal, Stack } from '@chakra-ui/react';
import { MdCalendarMonth } from 'react-icons/md';
import type { DateShortcut } from '../../lib/time';
import { calendarValueOf } from './date-text';
import { dataText } from './messages';

export interface CalendarPopoverProps {
  /** The shortcuts to offer (a range picker's); none for a single date. */
  shortcuts?: readonly DateShortcut[];
  testId: string;
}

export function CalendarPopover({ shortcuts, testId }: CalendarPopoverProps) {
  return (
    <>
      <DatePicker.Trigger asChild>
        <IconButton size="sm" variant="outline" aria-label={dataText.openCalendar} data-testid={`${testId}-calendar`} flexShrink={0}>
          <MdCalendarMonth />
        </IconButton>
      </DatePicker.Trigger>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content data-testid={`${testId}-panel`} flexDirection="row" alignItems="flex-start" gap="3">
            {shortcuts && shortcuts.length > 0 && (
              <Stack gap="0.5" borderRightWidth="1px" pr="2" minW="5.5rem" role="group" aria-label={dataText.shortcuts}>
                {shortcuts.map((shortcut) => (
                  <DatePicker.PresetTrigger
                    key={shortcut.key}
                    value={[calendarValueOf(shortcut.start), calendarValueOf(shortcut.end)]}
                    data-testid={`${testId}-shortcut-${shortcut.key}`}
                    justifyContent="flex-start"
                  >
                    {shortcut.label}
                  </DatePicker.PresetTrigger>
                ))}
              </Stack>
            )}
            <Stack gap="2">
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </Stack>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </>
  );
}
