/**
 * Image and video uploads (/public/fdfs/*). Each file streams to DATA_DIR/uploads/media under a temporary
 * name, is checked (size, and type by content), and only when every file of the call passed are the rows
 * written (one transaction) and the files renamed to their ids; otherwise nothing is kept.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import { MEDIA_BATCH_MAX, MEDIA_MAX_BYTES, MediaUploadMessages as M } from '../../src/constants/media-upload';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mediaFiles, publicityContents, taskTalkContents, taskTalkUsers, trainingSessions } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { SNIFF_BYTES, sniffMedia } from './media-sniff';

export const MEDIA_DIR = path.join('uploads', 'media');
const FILE_NAME_MAX = 200;

export const mediaDir = (config: Pick<Config, 'dataDir'>) => path.resolve(config.dataDir, MEDIA_DIR);
export const mediaUrl = (id: string) => `/api/public/fdfs/download?id=${id}`;

export interface StoredMedia {
  id: string;
  url: string;
  fileName: string;
  mediaType: string;
  size: number;
}

interface Pending extends StoredMedia {
  temp: string;
  storedName: string;
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function receive(dir: string, part: MultipartFile): Promise<Pending> {
  const temp = path.join(dir, `tmp-${randomUUID()}`);
  const pending = { temp } as Pending;
  try {
    await pipeline(part.file, createWriteStream(temp));
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  const drop = async (msg: string) => {
    await rm(temp, { force: true });
    return badRequest(msg);
  };
  if (part.file.truncated) throw await drop(M.tooLarge);
  const { size } = await stat(temp);
  if (size === 0) throw await drop(M.empty);
  if (size > MEDIA_MAX_BYTES) throw await drop(M.tooLarge);
  const media = sniffMedia(await headOf(temp));
  if (!media) throw await drop(M.badFormat);
  const id = randomUUID();
  const fileName = (path.basename(part.filename || `media.${media.ext}`) || `media.${media.ext}`).slice(-FILE_NAME_MAX);
  return Object.assign(pending, { id, url: mediaUrl(id), fileName, mediaType: media.type, size, storedName: `${id}.${media.ext}` });
}

const tooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Stores the files of one upload call (at most `max`), all or none. */
export async function storeMedia(db: Db, config: Pick<Config, 'dataDir'>, uploaderId: string, parts: AsyncIterable<MultipartFile>, max: number): Promise<StoredMedia[]> {
  const dir = mediaDir(config);
  await mkdir(dir, { recursive: true });
  const received: Pending[] = [];
  try {
    for await (const part of parts) {
      if (received.length >= Math.min(max, MEDIA_BATCH_MAX)) throw badRequest(max === 1 ? M.oneFile : M.tooMany);
      received.push(await receive(dir, part));
    }
    if (!received.length) throw badRequest(M.noFile);
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.insert(mediaFiles).values(received.map((r) => ({ id: r.id, fileName: r.fileName, mediaType: r.mediaType, size: r.size, storedName: r.storedName, uploaderId, createdAt: now })));
    });
    for (const r of received) await rename(r.temp, path.join(dir, r.storedName));
    return received.map(({ id, url, fileName, mediaType, size }) => ({ id, url, fileName, mediaType, size }));
  } catch (err) {
    await Promise.all(received.map((r) => rm(r.temp, { force: true })));
    if (tooLarge(err)) throw badRequest(M.tooLarge);
    throw err;
  }
}

/**
 * Who may fetch a file: its uploader, an administrator, a participant of a task talk it was posted in, or anyone
 * signed in when it is a picture or video of publicity or a training's material (content meant to be shown).
 */
async function mayRead(db: Db, caller: Pick<SessionUser, 'userId' | 'isAdmin'>, file: typeof mediaFiles.$inferSelect): Promise<boolean> {
  if (caller.isAdmin || file.uploaderId === caller.userId) return true;
  if (await sharedContent(db, file.id)) return true;
  const [shared] = await db
    .select({ id: taskTalkContents.id })
    .from(taskTalkContents)
    .innerJoin(taskTalkUsers, and(eq(taskTalkUsers.talkId, taskTalkContents.talkId), eq(taskTalkUsers.userId, caller.userId)))
    .where(eq(taskTalkContents.fileId, file.id))
    .limit(1);
  return Boolean(shared);
}

async function sharedContent(db: Db, id: string): Promise<boolean> {
  const [publicity] = await db.select({ id: publicityContents.id }).from(publicityContents).where(and(eq(publicityContents.deleted, false), sql`${id} = any(${publicityContents.mediaIds})`)).limit(1);
  if (publicity) return true;
  const [training] = await db.select({ id: trainingSessions.id }).from(trainingSessions).where(and(eq(trainingSessions.deleted, false), sql`${id} = any(${trainingSessions.materialIds})`)).limit(1);
  return Boolean(training);
}

export async function readMedia(db: Db, config: Pick<Config, 'dataDir'>, caller: Pick<SessionUser, 'userId' | 'isAdmin'>, id: string) {
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  if (!file) throw notFound(M.notFound);
  if (!(await mayRead(db, caller, file))) throw forbidden(M.noAccess);
  const full = path.join(mediaDir(config), path.basename(file.storedName));
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw notFound(M.notFound);
  return { file: full, fileName: file.fileName, mediaType: file.mediaType, size: info.size };
}
