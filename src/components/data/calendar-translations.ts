/** The date picker's screen-reader texts in zh-CN (the design system ships English ones). */
import type { DatePicker } from '@chakra-ui/react';
import { dataText } from './messages';

type Translations = NonNullable<DatePicker.RootProps['translations']>;
const t = dataText.calendar;

export const calendarTranslations: Translations = {
  dayCell: (state) => {
    if (state.unavailable) return t.unavailable(state.valueText);
    if (state.firstInRange) return t.rangeStart(state.valueText);
    if (state.lastInRange) return t.rangeEnd(state.valueText);
    if (state.inRange) return t.inRange(state.valueText);
    if (state.selected) return t.selected(state.valueText);
    return t.choose(state.valueText);
  },
  trigger: (open) => (open ? t.close : t.open),
  // Empty: the header button is named by the month or year it shows (2026年11月).
  viewTrigger: () => '',
  // Empty: a shortcut is named by its own text (今天, 本月 …), which the design system would otherwise replace.
  presetTrigger: () => '',
  prevTrigger: (view) => t.previous[view],
  nextTrigger: (view) => t.next[view],
  content: t.content,
  monthSelect: t.monthSelect,
  yearSelect: t.yearSelect,
  clearTrigger: t.clear,
  weekColumnHeader: t.week,
  weekNumberCell: t.weekNumber,
};
