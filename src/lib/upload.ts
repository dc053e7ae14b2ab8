/** Multipart uploads. The token goes in the `token` header and, as the spec asks, in Authorization. */
import { AUTHORIZATION_HEADER } from '../constants/api';
import { UPLOAD_MEDIA_TYPES } from '../constants/upload';
import { errors } from '../messages/errors';
import { getToken } from './auth-storage';
import { RequestError, type Envelope } from './error-catalogue';
import { notify } from './notify';
import { requestJson, type RequestOptions } from './request';

export interface UploadOptions extends Omit<RequestOptions, 'data' | 'responseType' | 'method'> {
  /** Put the token in the Authorization header too (default true). */
  authorization?: boolean;
  /** The multipart field of the file (default 'file'). */
  fieldName?: string;
  /** Extra multipart fields. */
  fields?: Record<string, string | number | boolean>;
}

export function upload<T = unknown>(url: string, file: Blob, options: UploadOptions = {}): Promise<Envelope<T>> {
  const { authorization = true, fieldName = 'file', fields = {}, headers = {}, ...rest } = options;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file instanceof File) form.append(fieldName, file, file.name);
  else form.append(fieldName, file);
  const token = getToken();
  const allHeaders = authorization && token ? { ...headers, [AUTHORIZATION_HEADER]: token } : headers;
  return requestJson<T>(url, { ...rest, method: 'POST', data: form, headers: allHeaders });
}

export function isAllowedMediaType(type: string): boolean {
  return (UPLOAD_MEDIA_TYPES as readonly string[]).includes(type);
}

/**
 * Image and video upload: only the spec's MIME types (上传文件格式只能是图片或视频 otherwise), and
 * 上传成功 when it worked.
 */
export async function uploadMedia<T = unknown>(url: string, file: File, options: UploadOptions = {}): Promise<Envelope<T>> {
  if (!isAllowedMediaType(file.type)) {
    notify.error(errors.uploadFormat);
    throw new RequestError('validation', errors.uploadFormat);
  }
  const envelope = await upload<T>(url, file, options);
  notify.success(errors.uploadSuccess);
  return envelope;
}
