/**
 * The error catalogue of the spec (document 2 §8) as one piece of logic shared by the REST request
 * helper and the Apollo error link:
 * - non-200 HTTP status: the status text, or the busy text, for 5 s; reject;
 * - envelope code 0: pass; a body whose data type is 'zhifa': pass;
 * - code 408: the message once per 2 s, then the session-expired handler (logout, go to /login);
 * - any other code: the message or the busy text; reject;
 * - network errors: their message.
 */
import { CODE_SESSION_EXPIRED, CODE_SUCCESS } from '../constants/api';
import { ERROR_NOTICE_DURATION_MS, SESSION_EXPIRED_THROTTLE_MS } from '../constants/timings';
import { errors } from '../messages/errors';
import { notify } from './notify';
import { createThrottle, type Throttle } from './throttle';

export type RequestErrorKind = 'http' | 'business' | 'session' | 'network' | 'validation';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** Envelope code for business and session errors, HTTP status for http errors. */
  readonly code?: number;

  constructor(kind: RequestErrorKind, message: string, code?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = code;
  }
}

export interface Envelope<T = unknown> {
  code: number;
  msg?: string | null;
  data: T;
}

let sessionExpiredHandler: () => void = () => {};
let sessionExpiredThrottle: Throttle = createThrottle(SESSION_EXPIRED_THROTTLE_MS);

/** The shell sets what an expired session does: log out and go to /login. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** Restarts the throttle window; for tests and after a fresh login. */
export function resetSessionExpiredThrottle(now?: () => number): void {
  sessionExpiredThrottle = createThrottle(SESSION_EXPIRED_THROTTLE_MS, now);
}

/** The message when it has text, else the busy text. */
export function textOrBusy(message: string | null | undefined): string {
  return message && message.trim() ? message : errors.busy;
}

/**
 * The session expired: the message and the handler run once per throttle window, so that a burst of
 * failing calls logs out once. Returns the error to reject with.
 */
export function handleSessionExpired(message?: string | null): RequestError {
  const text = message && message.trim() ? message : errors.sessionExpired;
  sessionExpiredThrottle(() => {
    notify.error(text, ERROR_NOTICE_DURATION_MS);
    sessionExpiredHandler();
  });
  return new RequestError('session', text, CODE_SESSION_EXPIRED);
}

/** A business failure: its message, or the busy text, for 5 s. */
export function handleBusinessError(message?: string | null, code?: number): RequestError {
  const text = textOrBusy(message);
  notify.error(text, ERROR_NOTICE_DURATION_MS);
  return new RequestError('business', text, code);
}

/** A non-200 HTTP status: its status text, or the busy text, for 5 s. */
export function handleHttpStatus(status: number, statusText?: string | null): RequestError {
  const text = textOrBusy(statusText);
  notify.error(text, ERROR_NOTICE_DURATION_MS);
  return new RequestError('http', text, status);
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * A network failure: its own message after the Chinese prefix. A call the client aborted itself is
 * not shown.
 */
export function handleNetworkError(error: unknown): RequestError {
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const text = detail ? errors.networkDetail(detail) : errors.network;
  if (!isAbort(error)) notify.error(text, ERROR_NOTICE_DURATION_MS);
  return new RequestError('network', text, undefined, { cause: error });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The spec lets a body whose data type is 'zhifa' through whatever its code. */
export function isZhifaBody(body: unknown): boolean {
  if (!isRecord(body)) return false;
  if (body.type === 'zhifa') return true;
  return isRecord(body.data) && body.data.type === 'zhifa';
}

/**
 * Applies the envelope rules to a parsed JSON body: returns it when it passes, throws a RequestError
 * (after showing the notice) when it does not.
 */
export function handleEnvelope<T = unknown>(body: unknown): Envelope<T> {
  if (isZhifaBody(body)) return body as Envelope<T>;
  if (!isRecord(body) || typeof body.code !== 'number') throw handleBusinessError(undefined);
  const msg = typeof body.msg === 'string' ? body.msg : undefined;
  if (body.code === CODE_SUCCESS) return body as unknown as Envelope<T>;
  if (body.code === CODE_SESSION_EXPIRED) throw handleSessionExpired(msg);
  throw handleBusinessError(msg, body.code);
}
