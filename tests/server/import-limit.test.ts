/** Issue 16, D5: an import over the limit is refused with 413 while it streams, and nothing is imported. */
import { count } from 'drizzle-orm';
import { IMPORT_MAX_BYTES } from '../../src/constants/security';
import { users } from '../../server/db/schema';
import { openTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const boundary = '----importLimit';
const multipart = (content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

describe('list import size limit', () => {
  it('refuses a file over the import limit with 413 naming it, and imports nothing', async () => {
    const [{ before }] = await t.db.select({ before: count() }).from(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/import',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(Buffer.alloc(IMPORT_MAX_BYTES + 1024, 0x41)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 413, msg: '导入文件过大，不能超过20MB' });
    const [{ after }] = await t.db.select({ after: count() }).from(users);
    expect(after).toBe(before);
  });
});
