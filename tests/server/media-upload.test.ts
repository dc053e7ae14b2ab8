/** /public/fdfs/upload and batchUpload: images and videos decided by content, token in Authorization, all or nothing. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { MEDIA_MAX_BYTES } from '../../src/constants/media-upload';
import { mediaFiles, operationRecords, users } from '../../server/db/schema';
import type { StoredMedia } from '../../server/services/media-files';
import { sniffMedia } from '../../server/services/media-sniff';
import { openTestApp, type TestApp } from '../helpers/app';
import { EXE_BYTES, PNG_BYTES, postFiles } from './support/multipart';

const REFUSED = '上传文件格式只能是图片或视频';

let t: TestApp;
let dataDir: string;
let token: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-upload-'));
  t = await openTestApp({ dataDir });
  token = await t.login('dadui');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stored = async () => Number((await t.db.select({ n: count() }).from(mediaFiles))[0].n);
const filesOnDisk = async () => (await readdir(path.join(dataDir, 'uploads', 'media')).catch(() => [] as string[])).length;
const auth = () => ({ authorization: token });

describe('media type by content', () => {
  it('knows the five accepted kinds by their first bytes and nothing else', () => {
    const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1')]);
    expect(sniffMedia(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.type).toBe('image/jpeg');
    expect(sniffMedia(PNG_BYTES)?.type).toBe('image/png');
    expect(sniffMedia(box('isom'))?.type).toBe('video/mp4');
    expect(sniffMedia(Buffer.from('RIFF\x00\x10\x00\x00AVI LIST', 'latin1'))?.type).toBe('video/avi');
    expect(sniffMedia(Buffer.from('RIFF\x00\x10\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffMedia(Buffer.from('.RMF\x00\x00\x00\x12', 'latin1'))?.type).toBe('video/rmvb');
    expect(sniffMedia(EXE_BYTES)).toBeNull();
    expect(sniffMedia(Buffer.from('GIF89a', 'latin1'))).toBeNull();
  });
});

describe('upload', () => {
  it('refuses an .exe renamed .png with the spec’s message, and stores nothing', async () => {
    const env = await postFiles(t, '/public/fdfs/upload', auth(), [{ name: '现场照片.png', content: EXE_BYTES, type: 'image/png' }]);
    expect(env).toMatchObject({ code: 400, msg: REFUSED });
    expect(await stored()).toBe(0);
    expect(await filesOnDisk()).toBe(0);
  });

  it('stores a real PNG with the token in Authorization (Bearer too) and serves it back to its uploader', async () => {
    const env = await postFiles<StoredMedia>(t, '/public/fdfs/upload', auth(), [{ name: '现场.png', content: PNG_BYTES, type: 'application/octet-stream' }]);
    expect(env).toMatchObject({ code: 0, msg: '上传成功', data: { fileName: '现场.png', mediaType: 'image/png', size: PNG_BYTES.length } });
    expect(env.data.url).toBe(`/api/public/fdfs/download?id=${env.data.id}`);
    expect(await filesOnDisk()).toBe(1);
    const bearer = await postFiles<StoredMedia>(t, '/public/fdfs/upload', { authorization: `Bearer ${token}` }, [{ name: 'b.png', content: PNG_BYTES }]);
    expect(bearer.code).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: env.data.url, headers: auth() });
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.from(res.rawPayload).equals(PNG_BYTES)).toBe(true);
    const other = await t.login('jiedao');
    const refused = await t.app.inject({ method: 'GET', url: env.data.url, headers: { token: other } });
    expect(refused.json()).toMatchObject({ code: 403 });
  });

  it('records the uploader in the operation record (token read from Authorization by the route layer)', async () => {
    const env = await postFiles<StoredMedia>(t, '/public/fdfs/upload', auth(), [{ name: '记录.png', content: PNG_BYTES }]);
    expect(env.code).toBe(0);
    const [record] = await t.db.select().from(operationRecords).where(eq(operationRecords.operationId, 'uploadMedia')).orderBy(desc(operationRecords.createdAt)).limit(1);
    const [dadui] = await t.db.select({ id: users.id }).from(users).where(eq(users.account, 'dadui'));
    expect(record.userId).toBe(dadui.id);
  });

  it('refuses a call without a valid token, and stores nothing', async () => {
    const before = await stored();
    expect(await postFiles(t, '/public/fdfs/upload', {}, [{ name: 'a.png', content: PNG_BYTES }])).toMatchObject({ code: 408 });
    expect(await postFiles(t, '/public/fdfs/upload', { authorization: 'Bearer nonsense' }, [{ name: 'a.png', content: PNG_BYTES }])).toMatchObject({ code: 408 });
    expect(await stored()).toBe(before);
  });

  it('takes one file on upload and several on batchUpload, all or nothing', async () => {
    const before = await stored();
    const disk = await filesOnDisk();
    const two = [{ name: 'a.png', content: PNG_BYTES }, { name: 'b.png', content: PNG_BYTES }];
    expect((await postFiles(t, '/public/fdfs/upload', auth(), two)).msg).toBe('一次只能上传一个文件，多个文件请使用批量上传');
    const mixed = await postFiles(t, '/public/fdfs/batchUpload', auth(), [...two, { name: 'c.jpg', content: EXE_BYTES }]);
    expect(mixed).toMatchObject({ code: 400, msg: REFUSED });
    expect(await stored()).toBe(before);
    expect(await filesOnDisk()).toBe(disk);
    const env = await postFiles<StoredMedia[]>(t, '/public/fdfs/batchUpload', auth(), two);
    expect(env.data.map((f) => f.fileName)).toEqual(['a.png', 'b.png']);
    expect(await stored()).toBe(before + 2);
    expect((await postFiles(t, '/public/fdfs/batchUpload', auth(), [])).msg).toBe('请选择要上传的图片或视频');
  });

  it('refuses an empty file and one over the size limit', async () => {
    const before = await stored();
    expect((await postFiles(t, '/public/fdfs/upload', auth(), [{ name: 'empty.png', content: Buffer.alloc(0) }])).msg).toBe('上传的文件不能为空');
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1);
    PNG_BYTES.copy(big);
    expect((await postFiles(t, '/public/fdfs/upload', auth(), [{ name: 'big.png', content: big }])).msg).toBe('上传的文件不能超过100MB');
    expect(await stored()).toBe(before);
    expect((await readdir(path.join(dataDir, 'uploads', 'media'))).filter((f) => f.startsWith('tmp-'))).toEqual([]);
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, 'big.png'));
    expect(row).toBeUndefined();
  });
});
