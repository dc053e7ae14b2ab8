/** The track viewer's time range: today 20:00:00–22:00:00 by default (document 2 §9). */
import { DEFAULT_TRACK_TIME } from '../../../constants/track';
import type { DateRangeValue } from '../../../components/data/date-range';
import { formatTime } from '../../../lib/time';

export function defaultTrackRange(now: Date = new Date()): Required<DateRangeValue> {
  const day = formatTime(now, 'YYYY-MM-DD');
  return { start: `${day} ${DEFAULT_TRACK_TIME[0]}`, end: `${day} ${DEFAULT_TRACK_TIME[1]}` };
}

/** The chosen range, or the default when none (or half of one) is chosen. */
export function effectiveTrackRange(range: DateRangeValue, now: Date = new Date()): Required<DateRangeValue> {
  return range.start && range.end ? { start: range.start, end: range.end } : defaultTrackRange(now);
}
