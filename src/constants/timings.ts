/** Every timing of the spec (document 2 §4 and §9), in milliseconds. */

/** The notice socket sends a ping this often. */
export const HEARTBEAT_INTERVAL_MS = 28_000;
/** The notice socket is closed when no answer arrives within this time. */
export const HEARTBEAT_TIMEOUT_MS = 28_000;
/** Delay before the notice socket reconnects after an error. */
export const RECONNECT_DELAY_MS = 5_000;
/** The video room status is polled this often (status 3 ends the call). */
export const ROOM_STATUS_POLL_MS = 2_000;
/** At most one new-notice toast per window. */
export const NOTICE_TOAST_THROTTLE_MS = 2_000;
export const NOTICE_TOAST_DURATION_MS = 10_000;
/** At most one change-password reminder per window. */
export const PASSWORD_REMINDER_THROTTLE_MS = 2_000;
export const PASSWORD_REMINDER_DURATION_MS = 10_000;
/** The session-expired message (code 408) shows at most once per window. */
export const SESSION_EXPIRED_THROTTLE_MS = 2_000;
/** How long error notices of the error catalogue stay on screen. */
export const ERROR_NOTICE_DURATION_MS = 5_000;
/** How long success and info notices stay on screen (not in the spec; matches the error notices). */
export const SUCCESS_NOTICE_DURATION_MS = 3_000;
/** Autocomplete inputs wait this long after the last keystroke before searching. */
export const AUTOCOMPLETE_DELAY_MS = 500;
/** The monitor screen's clock refreshes this often. */
export const MONITOR_CLOCK_REFRESH_MS = 500;
/** A downloaded file's object URL is released this long after the click (not in the spec). */
export const OBJECT_URL_REVOKE_DELAY_MS = 1_000;
/** The cockpit wall screen fetches its figures and heat points again this often (not in the spec). */
export const COCKPIT_REFRESH_MS = 5 * 60_000;

/** China Standard Time has no daylight saving: a China date is the UTC date of the instant plus eight hours. */
export const CHINA_UTC_OFFSET_MS = 8 * 3_600_000;
/** /readyz calls the database or Redis unreachable when it has not answered within this. */
export const READINESS_TIMEOUT_MS = 2_000;
/** On SIGTERM an instance drains its requests and sockets for at most this long, then exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 20_000;
/** One calendar day (China has no daylight saving, so every day is this long). */
export const DAY_MS = 86_400_000;
