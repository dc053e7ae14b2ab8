/** The machine inspector (状态机检查器, menu 11970): how much it keeps, so its memory stays bounded. */

/** The catalogue route of the inspector screen; its menu id turns live inspection on for a user. */
export const MACHINE_INSPECTOR_ROUTE = 'machineInspector';
/** Events kept per live actor (the oldest drop out first). */
export const INSPECTOR_EVENT_LIMIT = 100;
/** Actors that have stopped are kept this many at most, for reading after their page closed. */
export const INSPECTOR_STOPPED_LIMIT = 20;
/** Snapshots kept in the sandbox's history (后退 / 前进). */
export const INSPECTOR_HISTORY_LIMIT = 100;
