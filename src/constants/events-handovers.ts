/** 大型活动检查 (1060) and 移交受理 (2400). */

/** Largest expected attendance a registration may state. */
export const LARGE_EVENT_MAX_ATTENDANCE = 1_000_000;

/** Organisation level of a fire brigade (大队): the handling unit of an event and the receiver of a handover. */
export const BRIGADE_LEVEL = 3;
