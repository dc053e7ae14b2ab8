/** Attachments of a flow work (个人任务附件, /myTask/file/*): categories, limits and messages, shared by server and client. */

/** The categories a file is filed under (GET /myTask/file/options/fileCategory). */
export const TASK_FILE_CATEGORIES = [
  { code: 'xczp', label: '现场照片' },
  { code: 'jcjl', label: '检查记录' },
  { code: 'zgcl', label: '整改材料' },
  { code: 'qt', label: '其他' },
] as const;

export type TaskFileCategory = (typeof TASK_FILE_CATEGORIES)[number]['code'];

/** The dictionary type the category list answers with. */
export const TASK_FILE_CATEGORY_DICT = 'taskFileCategory';

export const TASK_FILE_MAX_MB = 20;
export const TASK_FILE_MAX_BYTES = TASK_FILE_MAX_MB * 1024 * 1024;
export const TASK_FILE_NAME_MAX = 200;

/** Allowed extensions and the media type the server records for each (the browser's own claim is not trusted). */
export const TASK_FILE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

/** The file input's accept list. */
export const TASK_FILE_ACCEPT = Object.keys(TASK_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const TaskFileMessages = {
  noFile: '请选择要上传的附件',
  oneFile: '一次只能上传一个附件',
  empty: '附件不能为空',
  tooLarge: `附件不能超过${TASK_FILE_MAX_MB}MB`,
  badType: '附件格式不正确，只能上传图片、视频、PDF、Word、Excel或文本文件',
  nameTooLong: `附件名称长度不能超过${TASK_FILE_NAME_MAX}位`,
  noCategory: '请选择附件类别',
  badCategory: '附件类别取值不正确',
  noTask: '请提供流程事项ID',
  notFound: '附件不存在或已被删除',
  notOnWork: '您不是该事项的办理人员，无权查看或上传附件',
  notUploader: '只有上传人或管理员可以删除附件',
  nothingToPack: '该事项还没有附件',
} as const;
