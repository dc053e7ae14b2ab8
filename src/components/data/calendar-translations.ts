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
  viewTrigger: (view, nextView) => t.view[nextView ?? view],
  presetTrigger: ([start = '', end = '']) => `${start} ${dataText.to} ${end}`,
  prevTrigger: (view) => t.previous[view],
  nextTrigger: (view) => t.next[view],
  content: t.content,
  monthSelect: t.monthSelect,
  yearSelect: t.yearSelect,
  clearTrigger: t.clear,
  weekColumnHeader: t.week,
  weekNumberCell: t.weekNumber,
};
