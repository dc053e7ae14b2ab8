import { openTestApp, type TestApp } from '../helpers/app';

type Item = { type: string; code: string; label: string; sort: number };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await t.login('paichusuo');
});
afterAll(async () => {
  await t.close();
});

describe('dictionaries (/sys/dict/query, /sys/busi/category/list)', () => {
  it('answers the items of one type in their order, for any signed-in user', async () => {
    const env = await t.call<Item[]>('GET', '/sys/dict/query', { token, query: { type: 'organLevel' } });
    expect(env.code).toBe(0);
    expect(env.data.map((i) => i.code)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(env.data[2]).toMatchObject({ type: 'organLevel', label: '支队' });
    expect((await t.call<Item[]>('GET', '/sys/dict/query', { token, query: { type: 'noSuchType' } })).data).toEqual([]);
  });

  it('answers several types at once', async () => {
    const env = await t.call<Item[]>('POST', '/sys/dict/queryBatch', { token, body: { types: ['organLevel', 'unitCategory'] } });
    expect(new Set(env.data.map((i) => i.type))).toEqual(new Set(['organLevel', 'unitCategory']));
  });

  it('refuses a malformed type naming the field, and a caller without a session', async () => {
    expect(await t.call('GET', '/sys/dict/query', { token, query: { type: '1;drop' } })).toMatchObject({ code: 400, msg: expect.stringContaining('字典类型') });
    expect((await t.call('GET', '/sys/dict/query', { query: { type: 'organLevel' } })).code).toBe(408);
  });

  it('lists the business types from the busiType dictionary', async () => {
    const env = await t.call<{ busiTypeCode: string; busiTypeName: string }[]>('GET', '/sys/busi/category/list', { token });
    const dict = await t.call<Item[]>('GET', '/sys/dict/query', { token, query: { type: 'busiType' } });
    expect(env.data.length).toBeGreaterThan(0);
    expect(env.data).toEqual(dict.data.map((i) => ({ busiTypeCode: i.code, busiTypeName: i.label })));
  });
});
