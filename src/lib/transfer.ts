/**
 * Byte progress of a transfer. fetch reports no upload progress, so an upload that wants it goes through
 * XMLHttpRequest and comes back as an ordinary Response; downloads read the body stream chunk by chunk.
 */

export interface TransferProgress {
  loaded: number;
  /** Unknown when the server sends no Content-Length. */
  total?: number;
}

export type ProgressListener = (progress: TransferProgress) => void;

/** Whole percent of a transfer, or undefined when its size is unknown. */
export function percentOf({ loaded, total }: TransferProgress): number | undefined {
  if (!total) return undefined;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** Statuses a Response may not carry a body with. */
const NULL_BODY_STATUS = [101, 204, 205, 304];

/** fetch, with upload progress through XMLHttpRequest. */
export function fetchWithUploadProgress(url: string, init: RequestInit & { headers: Headers }, onProgress: ProgressListener): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    init.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = 'arraybuffer';
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = NULL_BODY_STATUS.includes(xhr.status) ? null : (xhr.response as ArrayBuffer);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** Reads a response body to a Blob, reporting the bytes received. */
export async function readBodyWithProgress(response: Response, onProgress: ProgressListener): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}
