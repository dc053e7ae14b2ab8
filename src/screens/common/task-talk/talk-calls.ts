/** Task talk over REST: media upload (/public/fdfs/upload, token in Authorization) and fetching a posted file. */
import { uploadMedia } from '../../../lib/upload';
import { requestBlob } from '../../../lib/request';

export interface UploadedMedia {
  id: string;
  url: string;
  fileName: string;
  mediaType: string;
  size: number;
}

export const MEDIA_UPLOAD_URL = '/public/fdfs/upload';

/** Uploads one picture or video; says 上传成功, or shows the server's refusal (上传文件格式只能是图片或视频). */
export async function uploadTalkMedia(file: File): Promise<UploadedMedia> {
  const envelope = await uploadMedia<UploadedMedia>(MEDIA_UPLOAD_URL, file);
  return envelope.data;
}

/** The file of a message as a blob (the download routes want the token header, which an <img src> cannot send). */
export async function fetchTalkFile(url: string): Promise<Blob> {
  return (await requestBlob(url, { method: 'GET' })).blob;
}

/** 1.2 MB, 35 KB, 12 B. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
