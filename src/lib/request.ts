/**
 * The REST helper for what does not go through GraphQL: file downloads, exports and uploads
 * (ARCHITECTURE.md). Every reply goes through the error catalogue (./error-catalogue).
 */
import {
  API_BASE,
  CAPTCHA_KEY_HEADER,
  CAPTCHA_VALUE_HEADER,
  CODE_SUCCESS,
  TOKEN_HEADER,
} from '../constants/api';
import { getToken } from './auth-storage';
import { fileNameFromContentDisposition } from './content-disposition';
import {
  handleBusinessError,
  handleEnvelope,
  handleHttpStatus,
  handleNetworkError,
  type Envelope,
} from './error-catalogue';
import { cleanParams, toQueryString, type Params } from './params';
import { fetchWithUploadProgress, readBodyWithProgress, type ProgressListener } from './transfer';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Captcha {
  key: string;
  value: string;
}

export interface RequestOptions {
  /** The spec's default verb is POST. */
  method?: HttpMethod;
  /** Sent in the query string (empty values dropped). */
  params?: Params;
  /** JSON body (empty values of a plain object dropped), or FormData as is; merged into the query for GET. */
  data?: unknown;
  /** 'blob' always yields a file, unless the server answers with an error envelope. */
  responseType?: 'json' | 'blob';
  captcha?: Captcha;
  headers?: Record<string, string>;
  /** Some calls ignore a non-zero code: return the envelope whatever its code. */
  ignoreCode?: boolean;
  signal?: AbortSignal;
  /** Bytes sent so far (the request goes through XMLHttpRequest, which reports them). */
  onUploadProgress?: ProgressListener;
  /** Bytes of a file reply received so far. */
  onDownloadProgress?: ProgressListener;
}

export interface BlobResult {
  blob: Blob;
  fileName?: string;
}

export function isBlobResult(value: unknown): value is BlobResult {
  return typeof value === 'object' && value !== null && 'blob' in value;
}

const JSON_CONTENT_TYPE = /\bjson\b/i;

function isPlainObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers(options.headers);
  const token = getToken();
  if (token) headers.set(TOKEN_HEADER, token);
  if (options.captcha) {
    headers.set(CAPTCHA_KEY_HEADER, options.captcha.key);
    headers.set(CAPTCHA_VALUE_HEADER, options.captcha.value);
  }
  return headers;
}

function buildBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) return data;
  if (typeof data === 'string') return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(isPlainObject(data) ? cleanParams(data) : data);
}

function buildUrl(url: string, options: RequestOptions, method: HttpMethod): string {
  const query =
    method === 'GET' && isPlainObject(options.data) ? { ...options.params, ...options.data } : options.params;
  const path = apiPath(url);
  return `${path}${toQueryString(query)}`;
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'POST';
  const headers = buildHeaders(options);
  const body = method === 'GET' ? undefined : buildBody(options.data, headers);
  let response: Response;
  try {
    const target = buildUrl(url, options, method);
    const init = { method, headers, body, signal: options.signal };
    response = options.onUploadProgress ? await fetchWithUploadProgress(target, init, options.onUploadProgress) : await fetch(target, init);
  } catch (error) {
    throw handleNetworkError(error);
  }
  if (response.status < 200 || response.status >= 300) throw handleHttpStatus(response.status, response.statusText);
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    throw handleBusinessError(undefined);
  }
}

async function readBlob(response: Response, onProgress?: ProgressListener): Promise<BlobResult> {
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
  return { blob: onProgress ? await readBodyWithProgress(response, onProgress) : await response.blob(), fileName };
}

function isJsonResponse(response: Response): boolean {
  return JSON_CONTENT_TYPE.test(response.headers.get('Content-Type') ?? '');
}

/**
 * A REST call. JSON replies go through the envelope rules and resolve to the envelope; other content
 * types (files) pass through as { blob, fileName }.
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<Envelope<T> | BlobResult> {
  if (options.responseType === 'blob') return requestBlob(url, options);
  const response = await send(url, options);
  if (!isJsonResponse(response)) return readBlob(response);
  const body = await readJson(response);
  return options.ignoreCode ? (body as Envelope<T>) : handleEnvelope<T>(body);
}

/** A call that must answer with a JSON envelope. */
export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const result = await request<T>(url, { ...options, responseType: 'json' });
  if (isBlobResult(result)) throw handleBusinessError(undefined);
  return result;
}

/**
 * A call that answers with a file: the reply passes through as { blob, fileName }, except a JSON
 * error envelope (an export the server refuses answers with JSON), which takes the error path.
 */
export async function requestBlob(url: string, options: RequestOptions = {}): Promise<BlobResult> {
  const response = await send(url, { ...options, responseType: 'blob' });
  if (!isJsonResponse(response)) return readBlob(response, options.onDownloadProgress);
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isEnvelope(body) && body.code !== CODE_SUCCESS) handleEnvelope(body);
  return { blob: new Blob([text], { type: response.headers.get('Content-Type') ?? '' }), fileName };
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** `/user/export`, `user/export` and `/api/user/export` all mean the same REST path; absolute URLs pass. */
export function apiPath(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  const rooted = url.startsWith('/') ? url : `/${url}`;
  return rooted === API_BASE || rooted.startsWith(`${API_BASE}/`) ? rooted : `${API_BASE}${rooted}`;
}
