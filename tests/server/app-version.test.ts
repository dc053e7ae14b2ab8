import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppVersionRow } from '../../server/entities/app-version.entity';
import type { Envelope } from '../../server/http/envelope';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

let t: TestApp;
let admin: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'appsys-'));
  t = await openTestApp({ dataDir });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const APK = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('fake android package body')]);
const appDir = () => path.join(dataDir, 'uploads', 'app');

async function upload(content: Buffer, fileName = 'xfjd.apk', token = admin) {
  const boundary = '----appsysTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/sys/appVersion/manager/upload', headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  return res.json() as Envelope<{ uploadId: string; fileSize: number }>;
}
const add = (body: Record<string, unknown>, token = admin) => t.call<AppVersionRow>('POST', '/sys/appVersion/manager/add', { token, body });
const page = () => t.call<{ total: number; records: AppVersionRow[] }>('POST', '/sys/appVersion/manager/page', { token: admin, body: {} });
const qrcode = () => t.call<{ version: string; url: string }>('GET', '/public/download/app/qrcode');

describe('app versions (APPsys)', () => {
  it('refuses a file that is not an APK by its content, keeping nothing', async () => {
    const env = await upload(Buffer.from('MZ not a zip at all'), 'virus.apk');
    expect(env).toMatchObject({ code: 400, msg: '安装包格式不正确，只能上传APK文件' });
    expect(await readdir(appDir())).toEqual([]);
    expect((await upload(Buffer.alloc(0))).msg).toBe('安装包不能为空');
  });

  it('uploads a package, saves it as a version, and the download centre points at it', async () => {
    const up = await upload(APK);
    expect(up.code).toBe(0);
    expect(up.data.fileSize).toBe(APK.length);
    const env = await add({ version: '2.0.0', description: '新增案例库', uploadId: up.data.uploadId });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ version: '2.0.0', description: '新增案例库', latest: true, fileSize: APK.length, uploaderName: '系统管理员', revision: 1 });
    expect((await qrcode()).data).toMatchObject({ version: '2.0.0', url: '/api/public/download/app/latest?version=2.0.0' });
    const file = await t.app.inject({ method: 'GET', url: '/api/public/download/app/latest' });
    expect(file.rawPayload.equals(APK)).toBe(true);
    const list = await page();
    expect(list.data.records.map((r) => [r.version, r.latest])).toEqual([['2.0.0', true], ['1.0.0', false]]);
    // The upload cannot be claimed twice.
    expect((await add({ version: '2.0.1', uploadId: up.data.uploadId })).msg).toBe('安装包不存在，请重新上传');
  });

  it('rejects a bad or taken version number naming the field, and changes nothing', async () => {
    const up = await upload(APK);
    const before = (await page()).data.total;
    expect(await add({ version: '../2.0', uploadId: up.data.uploadId })).toMatchObject({ code: 400, msg: '版本号格式不正确' });
    expect(await add({ version: '2.0.0', uploadId: up.data.uploadId })).toMatchObject({ code: 400, msg: '版本号2.0.0已存在' });
    expect(await add({ version: '2.1.0', uploadId: '../../etc/passwd' })).toMatchObject({ code: 400, msg: '安装包不存在，请重新上传' });
    expect((await page()).data.total).toBe(before);
  });

  it('edits with the revision it read; a stale one is refused with 409', async () => {
    const [row] = (await page()).data.records;
    const env = await t.call<AppVersionRow>('POST', '/sys/appVersion/manager/update', { token: admin, body: { id: row.id, version: '2.0.0', description: '修复已知问题', revision: row.revision } });
    expect(env.data).toMatchObject({ description: '修复已知问题', revision: row.revision + 1 });
    const stale = await t.call('POST', '/sys/appVersion/manager/update', { token: admin, body: { id: row.id, version: '2.0.0', description: 'x', revision: row.revision } });
    expect(stale).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    const detail = await t.call<AppVersionRow>('GET', '/sys/appVersion/manager/detail', { token: admin, query: { id: row.id } });
    expect(detail.data.description).toBe('修复已知问题');
  });

  it('deletes all or nothing; the QR code falls back to the newest remaining version', async () => {
    const [row] = (await page()).data.records;
    const bad = await t.call('POST', '/sys/appVersion/manager/batchDelete', { token: admin, body: { ids: [row.id, 'nope'] } });
    expect(bad.code).toBe(404);
    expect((await qrcode()).data.version).toBe('2.0.0');
    const env = await t.call('POST', '/sys/appVersion/manager/batchDelete', { token: admin, body: { ids: [row.id] } });
    expect(env.code).toBe(0);
    expect((await qrcode()).data.version).toBe('1.0.0');
    expect((await page()).data.records.map((r) => r.version)).toEqual(['1.0.0']);
  });

  it('refuses upload, add, edit and delete without their buttons', async () => {
    await grantMenus(t, 'dadui', 'appViewer', [11000, 11960]);
    const dadui = await t.login('dadui');
    expect((await t.call('POST', '/sys/appVersion/manager/page', { token: dadui, body: {} })).code).toBe(0);
    expect((await upload(APK, 'a.apk', dadui)).code).toBe(403);
    const up = await upload(APK);
    expect((await add({ version: '3.0.0', uploadId: up.data.uploadId }, dadui)).code).toBe(403);
    const [row] = (await page()).data.records;
    expect((await t.call('POST', '/sys/appVersion/manager/update', { token: dadui, body: { id: row.id, version: '9', revision: row.revision } })).code).toBe(403);
    expect((await t.call('POST', '/sys/appVersion/manager/batchDelete', { token: dadui, body: { ids: [row.id] } })).code).toBe(403);
    expect((await page()).data.records.map((r) => r.version)).toEqual(['1.0.0']);
  });
});
