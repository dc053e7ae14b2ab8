import type { Envelope } from '../../../server/http/envelope';
import type { TestApp } from '../../helpers/app';

const BOUNDARY = '----mediaUploadBoundary';

export interface UploadFile {
  name: string;
  content: Buffer;
  /** What the client claims; the server must not believe it. */
  type?: string;
}

/** A multipart body of text fields, then files (all under the field name `file`). */
export function multipartBody(files: UploadFile[], fields: Record<string, string> = {}): { payload: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head, 'utf8'), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** POSTs files to a multipart route with the given headers (the token goes where the caller says). */
export async function postFiles<T>(t: TestApp, url: string, headers: Record<string, string>, files: UploadFile[], fields?: Record<string, string>): Promise<Envelope<T>> {
  const { payload, contentType } = multipartBody(files, fields);
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...headers, 'content-type': contentType }, payload });
  return res.json() as Envelope<T>;
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The start of a Windows executable (MZ header), whatever name it is given. */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(64, 0)]);
