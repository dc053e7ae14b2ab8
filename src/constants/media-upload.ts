/** Image and video uploads (/public/fdfs/upload, batchUpload): the size limit and the messages, shared by server and client. */
import { errors } from '../messages/errors';

export const MEDIA_MAX_MB = 100;
export const MEDIA_MAX_BYTES = MEDIA_MAX_MB * 1024 * 1024;
/** Files one batch upload may carry. */
export const MEDIA_BATCH_MAX = 9;
/** What the file input offers; the server decides by the content whatever the browser claims. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,video/mp4,video/avi,video/rmvb,.jpg,.jpeg,.png,.mp4,.avi,.rmvb';

export const MediaUploadMessages = {
  /** The spec's message, character for character. */
  badFormat: errors.uploadFormat,
  noFile: '请选择要上传的图片或视频',
  empty: '上传的文件不能为空',
  tooLarge: `上传的文件不能超过${MEDIA_MAX_MB}MB`,
  tooMany: `一次最多上传${MEDIA_BATCH_MAX}个文件`,
  oneFile: '一次只能上传一个文件，多个文件请使用批量上传',
  notFound: '文件不存在或已被删除',
  noAccess: '您无权查看该文件',
} as const;
