import { DEFAULT_TRACK_TIME } from '../../../src/constants/track';
import { CHINA_OFFSET_MS, DAY_MS } from '../../db/seed/constants';
import { badRequest } from '../../http/envelope';
import { parseFilterTime } from '../filter-time';

/** One query reads at most this span of positions (a month of shifts). */
export const TRACK_RANGE_MAX_DAYS = 31;

export interface TrackRange {
  from: Date;
  to: Date;
}

/** Today's default window in China (document 2 §9: 20:00:00–22:00:00), used when no range is sent. */
export function defaultTrackRange(now = Date.now()): TrackRange {
  const day = new Date(Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  const [start, end] = DEFAULT_TRACK_TIME;
  return { from: parseFilterTime(`${day} ${start}`), to: parseFilterTime(`${day} ${end}`) };
}

/** date and dateEnd ('YYYY-MM-DD HH:mm:ss', China time): both, or neither for the default window. */
export function trackRange(date: string | undefined, dateEnd: string | undefined, now = Date.now()): TrackRange {
  if (!date && !dateEnd) return defaultTrackRange(now);
  if (!date) throw badRequest('开始时间不能为空');
  if (!dateEnd) throw badRequest('结束时间不能为空');
  const from = parseFilterTime(date);
  const to = parseFilterTime(dateEnd);
  if (Number.isNaN(from.getTime())) throw badRequest('开始时间格式不正确');
  if (Number.isNaN(to.getTime())) throw badRequest('结束时间格式不正确');
  if (to < from) throw badRequest('结束时间不能早于开始时间');
  if (to.getTime() - from.getTime() > TRACK_RANGE_MAX_DAYS * DAY_MS) throw badRequest(`时间范围不能超过${TRACK_RANGE_MAX_DAYS}天`);
  return { from, to };
}
