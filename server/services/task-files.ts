/**
 * Files attached to a flow work (/myTask/file/*). Only the people on the work — its starter, its current
 * assignee and everyone who received it — and administrators may list, upload and download; only the
 * uploader or an administrator may delete, and deleting is soft.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import {
  TASK_FILE_CATEGORIES,
  TASK_FILE_MAX_BYTES,
  TASK_FILE_NAME_MAX,
  TASK_FILE_TYPES,
  TaskFileMessages as M,
  extensionOf,
} from '../../src/constants/task-files';
import type { Db } from '../db/client';
import { flowWorks, taskFiles, todoTasks, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { FlowMessages } from './flow-runtime/context';

type Work = typeof flowWorks.$inferSelect;
type Caller = Pick<SessionUser, 'userId' | 'isAdmin'>;

const CATEGORY_NAMES = new Map<string, string>(TASK_FILE_CATEGORIES.map((c) => [c.code, c.label]));

async function workOf(db: Db, flowWorkId: string): Promise<Work> {
  const [work] = await db.select().from(flowWorks).where(eq(flowWorks.id, flowWorkId));
  if (!work) throw notFound(FlowMessages.notFound);
  return work;
}

/** On the work: an administrator, its starter, its assignee, a holder of a step, or anyone who ever received it. */
export async function mayUseFiles(db: Db, caller: Caller, work: Work): Promise<boolean> {
  if (caller.isAdmin || work.starterId === caller.userId || work.assigneeId === caller.userId) return true;
  if (Object.values(work.state.context.holders).includes(caller.userId)) return true;
  const [task] = await db
    .select({ id: todoTasks.id })
    .from(todoTasks)
    .where(and(eq(todoTasks.flowWorkId, work.id), eq(todoTasks.assigneeId, caller.userId)))
    .limit(1);
  return Boolean(task);
}

async function assertOnWork(db: Db, caller: Caller, work: Work): Promise<void> {
  if (!(await mayUseFiles(db, caller, work))) throw forbidden(M.notOnWork);
}

/** The work of `flowWorkId`, once the caller is known to be on it. */
export async function workForFiles(db: Db, caller: Caller, flowWorkId: string): Promise<Work> {
  const work = await workOf(db, flowWorkId);
  await assertOnWork(db, caller, work);
  return work;
}

const listColumns = {
  id: taskFiles.id,
  flowWorkId: taskFiles.flowWorkId,
  category: taskFiles.category,
  fileName: taskFiles.fileName,
  mediaType: taskFiles.mediaType,
  size: taskFiles.size,
  uploaderId: taskFiles.uploaderId,
  uploaderName: users.name,
  createdAt: taskFiles.createdAt,
};
const selectListed = (db: Db) => db.select(listColumns).from(taskFiles).leftJoin(users, eq(users.id, taskFiles.uploaderId));
type Listed = Awaited<ReturnType<ReturnType<typeof selectListed>['where']>>[number];

const toRow = (caller: Caller) => (r: Listed) => ({
  id: r.id,
  taskId: r.flowWorkId,
  category: r.category,
  categoryName: CATEGORY_NAMES.get(r.category) ?? r.category,
  fileName: r.fileName,
  mediaType: r.mediaType,
  size: r.size,
  uploaderId: r.uploaderId,
  uploaderName: r.uploaderName,
  createdAt: r.createdAt.toISOString(),
  canDelete: caller.isAdmin || r.uploaderId === caller.userId,
});
export type TaskFileRow = ReturnType<ReturnType<typeof toRow>>;

const liveOf = (flowWorkId: string) => and(eq(taskFiles.flowWorkId, flowWorkId), eq(taskFiles.deleted, false));

export async function listTaskFiles(db: Db, caller: Caller, flowWorkId: string): Promise<TaskFileRow[]> {
  await workForFiles(db, caller, flowWorkId);
  const rows = await selectListed(db)
    .where(liveOf(flowWorkId))
    .orderBy(asc(taskFiles.createdAt), asc(taskFiles.id));
  return rows.map(toRow(caller));
}

export interface NewTaskFile {
  flowWorkId: string;
  category: string | undefined;
  fileName: string;
  content: Buffer;
}

/** Checks the category, name, type and size before anything is written; returns the recorded media type. */
function checkFile(file: NewTaskFile): string {
  if (!file.category) throw badRequest(M.noCategory);
  if (!CATEGORY_NAMES.has(file.category)) throw badRequest(M.badCategory);
  const name = file.fileName.trim();
  if (!name) throw badRequest(M.noFile);
  if (name.length > TASK_FILE_NAME_MAX) throw badRequest(M.nameTooLong);
  const mediaType = TASK_FILE_TYPES[extensionOf(name)];
  if (!mediaType) throw badRequest(M.badType);
  if (file.content.length === 0) throw badRequest(M.empty);
  if (file.content.length > TASK_FILE_MAX_BYTES) throw badRequest(M.tooLarge);
  return mediaType;
}

export async function addTaskFile(db: Db, caller: Caller, file: NewTaskFile): Promise<TaskFileRow> {
  await workForFiles(db, caller, file.flowWorkId);
  const mediaType = checkFile(file);
  const id = randomUUID();
  await db.insert(taskFiles).values({
    id,
    flowWorkId: file.flowWorkId,
    category: file.category!,
    fileName: file.fileName.trim(),
    mediaType,
    size: file.content.length,
    content: file.content,
    uploaderId: caller.userId,
  });
  const [row] = await selectListed(db).where(eq(taskFiles.id, id));
  return toRow(caller)(row);
}

async function liveFile(db: Db, id: string) {
  const [file] = await db.select().from(taskFiles).where(and(eq(taskFiles.id, id), eq(taskFiles.deleted, false)));
  if (!file) throw notFound(M.notFound);
  return file;
}

export async function removeTaskFile(db: Db, caller: Caller, id: string): Promise<{ id: string; fileName: string }> {
  const file = await liveFile(db, id);
  if (!caller.isAdmin && file.uploaderId !== caller.userId) throw forbidden(M.notUploader);
  await db.update(taskFiles).set({ deleted: true, deletedAt: new Date(), deletedBy: caller.userId }).where(eq(taskFiles.id, id));
  return { id, fileName: file.fileName };
}

export async function readTaskFile(db: Db, caller: Caller, id: string) {
  const file = await liveFile(db, id);
  await workForFiles(db, caller, file.flowWorkId);
  return { fileName: file.fileName, mediaType: file.mediaType, content: file.content };
}

/** "photo.jpg", "photo (2).jpg", … so that two files of one name both reach the archive. */
function uniqueName(taken: Set<string>, path: string): string {
  let candidate = path;
  const dot = path.lastIndexOf('.');
  const [stem, ext] = dot > path.lastIndexOf('/') ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
  for (let n = 2; taken.has(candidate); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate);
  return candidate;
}

/** Windows and unzip tools refuse these in names. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\r\n]+/g, '_').trim() || '附件';

/** Every live file of the work as one .zip, one folder per category. */
export async function packTaskFiles(db: Db, caller: Caller, flowWorkId: string): Promise<{ fileName: string; content: Buffer; count: number }> {
  const work = await workForFiles(db, caller, flowWorkId);
  const files = await db.select().from(taskFiles).where(liveOf(flowWorkId)).orderBy(asc(taskFiles.createdAt), asc(taskFiles.id));
  if (files.length === 0) throw badRequest(M.nothingToPack);
  const zip = new JSZip();
  const taken = new Set<string>();
  for (const file of files) {
    const folder = CATEGORY_NAMES.get(file.category) ?? file.category;
    zip.file(uniqueName(taken, `${folder}/${safeName(file.fileName)}`), file.content, { date: file.createdAt });
  }
  const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  return { fileName: `${safeName(work.title)}-附件.zip`, content, count: files.length };
}
