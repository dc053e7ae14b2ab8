// @vitest-environment jsdom
import { removeToken, setToken } from '../../src/lib/auth-storage';
import { download, saveBlob } from '../../src/lib/download';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { isAllowedMediaType, upload, uploadMedia } from '../../src/lib/upload';
import { createFakeNotifier } from './fake-notifier';

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
let reply: () => Response;
let fake: ReturnType<typeof createFakeNotifier>;
let clicked: { href: string; download: string }[];

beforeEach(() => {
  calls = [];
  reply = () => new Response(JSON.stringify({ code: 0, msg: '', data: { url: '/files/1.png' } }), { headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return reply();
  });
  fake = createFakeNotifier();
  setNotifier(fake);
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:fake-1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  setToken('tok-9');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetNotifier();
  removeToken();
});

describe('saveBlob', () => {
  it('clicks a temporary <a download> and releases the object URL later', () => {
    vi.useFakeTimers();
    saveBlob(new Blob(['x']), '报表.xlsx');
    expect(clicked).toEqual([{ href: 'blob:fake-1', download: '报表.xlsx' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fake-1');
  });
});

describe('download', () => {
  it('posts the params, saves the file under its server name and says the download is complete', async () => {
    reply = () =>
      new Response('data', {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': "attachment; filename*=UTF-8''%E6%89%A7%E6%B3%95.xlsx" },
      });
    const name = await download('/tw/lawOfficer/export', { userName: '', size: 99_999 });
    expect(name).toBe('执法.xlsx');
    expect(calls[0].url).toBe('/api/tw/lawOfficer/export');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ size: 99_999 });
    expect(new Headers(calls[0].init.headers).get('token')).toBe('tok-9');
    expect(clicked[0].download).toBe('执法.xlsx');
    expect(fake.notices).toEqual([{ level: 'success', message: '文件下载完成，请在浏览器的下载管理中查看', durationMs: 3_000 }]);
  });

  it('GET puts the params in the query string and uses the fallback name', async () => {
    reply = () => new Response('data', { headers: { 'Content-Type': 'image/png' } });
    await download('/public/download/app/qrcode', { platform: 'android' }, { method: 'GET', fallbackName: 'qrcode.png', notifyComplete: false });
    expect(calls[0].url).toBe('/api/public/download/app/qrcode?platform=android');
    expect(clicked[0].download).toBe('qrcode.png');
    expect(fake.notices).toEqual([]);
  });

  it('saves nothing when the server refuses', async () => {
    reply = () => new Response(JSON.stringify({ code: 403, msg: '无权限' }), { headers: { 'Content-Type': 'application/json' } });
    await expect(download('/x')).rejects.toMatchObject({ kind: 'business' });
    expect(clicked).toEqual([]);
    expect(fake.notices.map((n) => n.message)).toEqual(['无权限']);
  });
});

describe('upload', () => {
  it('sends multipart with the token in both the token and the Authorization header', async () => {
    const file = new File(['img'], '现场.png', { type: 'image/png' });
    const envelope = await upload('/public/fdfs/upload', file, { fields: { category: 3 } });
    expect(envelope.data).toEqual({ url: '/files/1.png' });
    const { url, init } = calls[0];
    expect(url).toBe('/api/public/fdfs/upload');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('token')).toBe('tok-9');
    expect(headers.get('Authorization')).toBe('tok-9');
    expect(headers.has('Content-Type')).toBe(false);
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('现场.png');
    expect(form.get('category')).toBe('3');
  });

  it('leaves Authorization out when asked', async () => {
    await upload('/x', new Blob(['a']), { authorization: false, fieldName: 'files' });
    const headers = new Headers(calls[0].init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect((calls[0].init.body as FormData).get('files')).not.toBeNull();
  });

  it('accepts only the media types of the spec', () => {
    expect(['image/jpeg', 'image/png', 'video/mp4', 'video/rmvb', 'video/avi'].every(isAllowedMediaType)).toBe(true);
    expect(isAllowedMediaType('image/gif')).toBe(false);
    expect(isAllowedMediaType('')).toBe(false);
  });

  it('uploadMedia refuses another type without calling the server', async () => {
    await expect(uploadMedia('/x', new File(['a'], 'a.gif', { type: 'image/gif' }))).rejects.toMatchObject({ kind: 'validation' });
    expect(calls).toEqual([]);
    expect(fake.notices).toEqual([{ level: 'error', message: '上传文件格式只能是图片或视频', durationMs: 5_000 }]);
  });

  it('uploadMedia says 上传成功 when it worked', async () => {
    await uploadMedia('/x', new File(['a'], 'a.mp4', { type: 'video/mp4' }));
    expect(fake.notices).toEqual([{ level: 'success', message: '上传成功', durationMs: 3_000 }]);
  });
});
