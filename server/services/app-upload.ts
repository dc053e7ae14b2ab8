import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { Config } from '../config';
import { badRequest } from '../http/envelope';
import { APP_PACKAGE_DIR } from './app-packages';

/** An APK is a zip: it starts with the local-file-header signature PK\x03\x04. */
export const APK_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Largest package accepted (the multipart limit of server/app.ts is the same 200 MB). */
export const APK_MAX_BYTES = 200 * 1024 * 1024;
export const APK_MAX_MB = APK_MAX_BYTES / 1024 / 1024;
/** Name of a package uploaded but not yet saved as a version. */
export const UPLOAD_ID_PATTERN = /^upload-[0-9a-f-]{36}\.apk$/;

export const packageDir = (config: Pick<Config, 'dataDir'>) => path.resolve(config.dataDir, APP_PACKAGE_DIR);

async function startsWithSignature(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(APK_SIGNATURE.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(APK_SIGNATURE);
  } finally {
    await handle.close();
  }
}

/**
 * Streams one uploaded package to DATA_DIR/uploads/app under a temporary name and checks it: not empty,
 * at most 200 MB, and an APK by its content (the PK\x03\x04 signature), whatever its name says.
 */
export async function storeUploadedPackage(config: Pick<Config, 'dataDir'>, part: MultipartFile): Promise<{ uploadId: string; originalName: string; fileSize: number }> {
  const dir = packageDir(config);
  await mkdir(dir, { recursive: true });
  const uploadId = `upload-${randomUUID()}.apk`;
  const target = path.join(dir, uploadId);
  try {
    await pipeline(part.file, createWriteStream(target));
    if (part.file.truncated) throw badRequest(`安装包不能超过${APK_MAX_MB}MB`);
    const { size } = await stat(target);
    if (size === 0) throw badRequest('安装包不能为空');
    if (size > APK_MAX_BYTES) throw badRequest(`安装包不能超过${APK_MAX_MB}MB`);
    if (!(await startsWithSignature(target))) throw badRequest('安装包格式不正确，只能上传APK文件');
    return { uploadId, originalName: part.filename, fileSize: size };
  } catch (err) {
    await rm(target, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`安装包不能超过${APK_MAX_MB}MB`);
    throw err;
  }
}

/** Moves an uploaded package to its final name; the upload must exist (it is removed by the move). */
export async function claimUploadedPackage(config: Pick<Config, 'dataDir'>, uploadId: string, finalName: string): Promise<number> {
  if (!UPLOAD_ID_PATTERN.test(uploadId)) throw badRequest('安装包不存在，请重新上传');
  const dir = packageDir(config);
  const from = path.join(dir, uploadId);
  const info = await stat(from).catch(() => null);
  if (!info?.isFile()) throw badRequest('安装包不存在，请重新上传');
  await rename(from, path.join(dir, finalName));
  return info.size;
}
