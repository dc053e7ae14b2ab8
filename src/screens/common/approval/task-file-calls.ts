/** Attachments of a work over REST (upload and downloads are files, not GraphQL); checks run before a byte is sent. */
import { TASK_FILE_MAX_BYTES, TASK_FILE_TYPES, TaskFileMessages, extensionOf } from '../../../constants/task-files';
import { download } from '../../../lib/download';
import { upload } from '../../../lib/upload';

/** The server's message for a file it would refuse, or undefined. */
export function fileProblem(file: File): string | undefined {
  if (!TASK_FILE_TYPES[extensionOf(file.name)]) return TaskFileMessages.badType;
  if (file.size === 0) return TaskFileMessages.empty;
  if (file.size > TASK_FILE_MAX_BYTES) return TaskFileMessages.tooLarge;
  return undefined;
}

export const uploadTaskFile = (taskId: string, category: string, file: File) => upload('/myTask/file/submit', file, { fields: { taskId, category } });

export const downloadTaskFile = (id: string, fileName: string) => download(`/myTask/file/download?id=${encodeURIComponent(id)}`, undefined, { fallbackName: fileName });

export const packTaskFiles = (taskId: string, title: string) => download(`/myTask/file/pack-download?taskId=${encodeURIComponent(taskId)}`, undefined, { fallbackName: `${title}-附件.zip` });

/** 1.2 MB, 35 KB, 12 B. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
