import { openTestApp, type TestApp } from '../helpers/app';

/** A JSON null for a nullable number stays null (ajv's body coercion once turned it into 0 and refused it). */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

describe('nullable numbers in JSON bodies', () => {
  it('a form field without a maximum length saves with null', async () => {
    const fields = [{ key: 'inspector', label: '检查人', kind: 'text', required: true, options: null, maxLength: null, min: null, max: null, placeholder: null, wide: false }];
    const env = await t.call<{ id: string }>('POST', '/formConfiguration/add', { token, body: { name: '空值检查表', code: 'null_check', busiTypeCode: 'xfjdjc', fields, remark: null } });
    expect(env).toMatchObject({ code: 0 });
    const detail = await t.call<{ fields: { maxLength: number | null }[] }>('GET', '/formConfiguration/detail', { token, query: { id: env.data.id } });
    expect(detail.data.fields[0].maxLength).toBeNull();
  });

  it('a number sent as text in a JSON body is refused naming the field, not coerced', async () => {
    const env = await t.call('POST', '/teamworkmanager/org/add', { token, body: { name: '文本级别站', sortName: '文本站', level: '4' } });
    expect(env).toMatchObject({ code: 400, msg: expect.stringContaining('单位级别') });
  });

  it('query strings are still read as numbers where the schema says so', async () => {
    const env = await t.call('POST', '/user/page', { token, body: { current: 1, size: 5 } });
    expect(env.code).toBe(0);
  });
});
