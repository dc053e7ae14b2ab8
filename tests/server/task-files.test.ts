/** Files attached to a flow work (/myTask/file/*): only the people on the work, soft delete by the uploader or an admin, one zip of all. */
import JSZip from 'jszip';
import { TASK_FILE_MAX_BYTES } from '../../src/constants/task-files';
import type { Envelope } from '../../server/http/envelope';
import type { TaskFileRow } from '../../server/services/task-files';
import { openTestApp, type TestApp } from '../helpers/app';
import { flowCalls, flowPeople, type Person } from './support/flow-runtime';

let t: TestApp;
let p: Awaited<ReturnType<typeof flowPeople>>;
let call: ReturnType<typeof flowCalls>;
let workId: string;

beforeAll(async () => {
  t = await openTestApp();
  p = await flowPeople(t);
  call = flowCalls(t);
  const sent = await call.send(p.dadui, { busiTypeCode: 'fzsh', busiInstId: 'files-case-1', title: '附件测试案件', assigneeId: p.fazhi.id });
  expect(sent.code).toBe(0);
  workId = sent.data.id!;
});
afterAll(async () => {
  await t.close();
});

const BOUNDARY = '----taskFileBoundary';
/** A multipart body: the text fields first, then the files. */
function multipart(fields: Record<string, string>, files: { name: string; content: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8'));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

async function upload(person: Person, fields: Record<string, string>, files: { name: string; content: Buffer }[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/myTask/file/submit',
    headers: { token: person.token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(fields, files),
  });
  return res.json() as Envelope<TaskFileRow>;
}
const photo = (text = 'jpeg-bytes') => ({ name: '现场照片1.jpg', content: Buffer.from(text) });
const list = (person: Person, taskId = workId) => t.call<TaskFileRow[]>('GET', '/myTask/file/list', { token: person.token, query: { taskId } });
const remove = (person: Person, id: string) => t.call<{ id: string }>('GET', '/myTask/file/delete', { token: person.token, query: { id } });
const fetchRaw = (person: Person, url: string) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: { token: person.token } });

describe('task files', () => {
  it('offers the four categories as a dictionary', async () => {
    const env = await t.call<{ code: string; label: string }[]>('GET', '/myTask/file/options/fileCategory', { token: p.dadui.token });
    expect(env.data.map((c) => c.label)).toEqual(['现场照片', '检查记录', '整改材料', '其他']);
  });

  it('lets the starter and the assignee upload and list, newest last, with who uploaded', async () => {
    const first = await upload(p.dadui, { taskId: workId, category: 'xczp' }, [photo()]);
    expect(first).toMatchObject({ code: 0, data: { fileName: '现场照片1.jpg', category: 'xczp', categoryName: '现场照片', mediaType: 'image/jpeg', size: 10, uploaderName: '李明辉', canDelete: true } });
    const second = await upload(p.fazhi, { taskId: workId, category: 'jcjl' }, [{ name: '检查记录.pdf', content: Buffer.from('%PDF-1.4') }]);
    expect(second.code).toBe(0);
    const rows = (await list(p.fazhi)).data;
    expect(rows.map((r) => [r.fileName, r.uploaderName, r.canDelete])).toEqual([
      ['现场照片1.jpg', '李明辉', false],
      ['检查记录.pdf', '张丽华', true],
    ]);
  });

  it('refuses bad uploads naming the problem, and stores nothing', async () => {
    const before = (await list(p.dadui)).data.length;
    const cases: [Record<string, string>, { name: string; content: Buffer }[], string][] = [
      [{ taskId: workId }, [photo()], '请选择附件类别'],
      [{ taskId: workId, category: 'video' }, [photo()], '附件类别取值不正确'],
      [{ taskId: workId, category: 'qt' }, [{ name: 'tool.exe', content: Buffer.from('MZ') }], '附件格式不正确，只能上传图片、视频、PDF、Word、Excel或文本文件'],
      [{ taskId: workId, category: 'qt' }, [{ name: 'empty.txt', content: Buffer.alloc(0) }], '附件不能为空'],
      [{ taskId: workId, category: 'qt' }, [{ name: 'big.pdf', content: Buffer.alloc(TASK_FILE_MAX_BYTES + 1) }], '附件不能超过20MB'],
      [{ taskId: workId, category: 'qt' }, [photo(), photo()], '一次只能上传一个附件'],
      [{ taskId: workId, category: 'qt' }, [], '请选择要上传的附件'],
      [{ category: 'qt' }, [photo()], '请提供流程事项ID'],
    ];
    for (const [fields, files, msg] of cases) expect(await upload(p.dadui, fields, files)).toMatchObject({ code: 400, msg });
    expect((await upload(p.dadui, { taskId: 'no-such-work', category: 'qt' }, [photo()])).code).toBe(404);
    expect((await list(p.dadui)).data).toHaveLength(before);
  });

  it('keeps people who are not on the work out of listing, uploading and downloading', async () => {
    const [file] = (await list(p.dadui)).data;
    const refused = { code: 403, msg: '您不是该事项的办理人员，无权查看或上传附件' };
    expect(await list(p.jiedao)).toMatchObject(refused);
    expect(await upload(p.jiedao, { taskId: workId, category: 'qt' }, [photo()])).toMatchObject(refused);
    expect((await fetchRaw(p.jiedao, `/myTask/file/download?id=${file.id}`)).json()).toMatchObject(refused);
    expect((await fetchRaw(p.jiedao, `/myTask/file/pack-download?taskId=${workId}`)).json()).toMatchObject(refused);
    // zhidui joins the work when it reaches the second step, and then sees its files.
    expect((await list(p.zhidui)).code).toBe(403);
    const info = (await call.info(p.fazhi, { flowWorkId: workId })).data;
    expect((await call.submit(p.fazhi, { flowWorkId: workId, version: info.version, action: 'approve', assigneeId: p.zhidui.id })).code).toBe(0);
    expect((await list(p.zhidui)).data).toHaveLength(2);
    // The administrator sees every work's files.
    expect((await list(p.admin)).data).toHaveLength(2);
  });

  it('downloads one file with its name, and all of them as one zip in category folders', async () => {
    await upload(p.dadui, { taskId: workId, category: 'xczp' }, [photo('second-photo')]);
    const [first] = (await list(p.zhidui)).data;
    const one = await fetchRaw(p.zhidui, `/myTask/file/download?id=${first.id}`);
    expect(one.headers['content-type']).toBe('image/jpeg');
    expect(String(one.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('现场照片1.jpg')}`);
    expect(one.rawPayload.toString()).toBe('jpeg-bytes');

    const pack = await fetchRaw(p.zhidui, `/myTask/file/pack-download?taskId=${workId}`);
    expect(pack.headers['content-type']).toBe('application/zip');
    expect(String(pack.headers['content-disposition'])).toContain(encodeURIComponent('附件测试案件-附件.zip'));
    const zip = await JSZip.loadAsync(pack.rawPayload);
    const names = Object.values(zip.files).filter((f) => !f.dir).map((f) => f.name).sort();
    expect(names).toEqual(['检查记录/检查记录.pdf', '现场照片/现场照片1 (2).jpg', '现场照片/现场照片1.jpg']);
    expect(await zip.file('现场照片/现场照片1 (2).jpg')!.async('string')).toBe('second-photo');
  });

  it('lets only the uploader or an administrator delete, softly', async () => {
    const rows = (await list(p.dadui)).data;
    const daduiFile = rows.find((r) => r.uploaderName === '李明辉')!;
    const fazhiFile = rows.find((r) => r.uploaderName === '张丽华')!;
    expect(await remove(p.fazhi, daduiFile.id)).toMatchObject({ code: 403, msg: '只有上传人或管理员可以删除附件' });
    expect((await remove(p.dadui, daduiFile.id)).code).toBe(0);
    expect((await remove(p.admin, fazhiFile.id)).code).toBe(0);
    expect(await remove(p.dadui, daduiFile.id)).toMatchObject({ code: 404, msg: '附件不存在或已被删除' });
    expect((await list(p.dadui)).data.map((r) => r.id)).not.toContain(daduiFile.id);
    expect((await fetchRaw(p.dadui, `/myTask/file/download?id=${daduiFile.id}`)).json()).toMatchObject({ code: 404 });
    expect((await list(p.dadui)).data).toHaveLength(1);
  });

  it('says so when there is nothing to pack', async () => {
    for (const row of (await list(p.admin)).data) expect((await remove(p.admin, row.id)).code).toBe(0);
    expect((await fetchRaw(p.dadui, `/myTask/file/pack-download?taskId=${workId}`)).json()).toMatchObject({ code: 400, msg: '该事项还没有附件' });
  });
});
