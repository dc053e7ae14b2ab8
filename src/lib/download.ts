/** Downloads and exports: fetch the file over REST and hand it to the browser's download manager. */
import { OBJECT_URL_REVOKE_DELAY_MS } from '../constants/timings';
import { errors } from '../messages/errors';
import { notify } from './notify';
import type { Params } from './params';
import { requestBlob, type HttpMethod, type RequestOptions } from './request';

/** Saves a blob through a temporary <a download> (browser only). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_REVOKE_DELAY_MS);
}

export interface DownloadOptions extends Omit<RequestOptions, 'params' | 'data' | 'responseType' | 'method'> {
  /** Exports are POST in the spec; GET sends the params in the query string. */
  method?: HttpMethod;
  /** Used when the reply names no file. */
  fallbackName?: string;
  /** Show "download complete" (default true). */
  notifyComplete?: boolean;
}

const DEFAULT_FILE_NAME = 'download';

/** Fetches `url` with `params` and saves the file; resolves to the saved file name. */
export async function download(url: string, params?: Params, options: DownloadOptions = {}): Promise<string> {
  const { method = 'POST', fallbackName = DEFAULT_FILE_NAME, notifyComplete = true, ...rest } = options;
  const placement = method === 'GET' ? { params } : { data: params };
  const { blob, fileName } = await requestBlob(url, { ...rest, ...placement, method });
  const name = fileName ?? fallbackName;
  saveBlob(blob, name);
  if (notifyComplete) notify.success(errors.downloadComplete);
  return name;
}
