/** The external-link call and the roots 火灾调查 (6000), 信用公示 (7000) and 预警研判 (9000). */
import Fastify from 'fastify';
import { externalPageStandin } from '../../server/standins/external-page';
import type { SystemConfig } from '../../server/services/system-config';
import { RISK_WEIGHTS as W, riskLevelOf } from '../../src/constants/early-warning';
import { openTestApp, type TestApp } from '../helpers/app';

type ConfigData = SystemConfig & { id: string; version: number };
interface Risk { companyId: string; openHazards: number; overdueRectifications: number; complaints: number; fires: number; score: number; level: string }
interface Page<R> { total: number; records: R[] }

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

describe('external links (/getXJurl)', () => {
  it('gives the demo stand-in, then the address 系统配置 holds; an empty address means not configured', async () => {
    const dadui = await t.login('dadui');
    expect((await t.call('GET', '/getXJurl', { token: dadui, query: { type: 'hzdc' } })).data).toEqual({ type: 'hzdc', url: '/standins/external/hzdc' });
    const { id: _id, ...c } = (await t.call<ConfigData>('GET', '/sys/config/detail', { token: admin })).data;
    expect(c.externalXygkUrl).toBe('/standins/external/xygk');
    const saved = await t.call('POST', '/sys/config/update', { token: admin, body: { ...c, externalHzdcUrl: 'https://hzdc.example.gov.cn/', externalJsfwUrl: '' } });
    expect(saved.code).toBe(0);
    expect((await t.call('GET', '/getXJurl', { token: dadui, query: { type: 'hzdc' } })).data).toEqual({ type: 'hzdc', url: 'https://hzdc.example.gov.cn/' });
    expect((await t.call('GET', '/getXJurl', { token: dadui, query: { type: 'jsfw' } })).data).toEqual({ type: 'jsfw', url: '' });
  });

  it('refuses a bad address naming the field, and an unknown type, changing nothing', async () => {
    const { id: _id, ...c } = (await t.call<ConfigData>('GET', '/sys/config/detail', { token: admin })).data;
    const env = await t.call('POST', '/sys/config/update', { token: admin, body: { ...c, externalXygkUrl: 'ftp://credit' } });
    expect(env).toMatchObject({ code: 400, msg: '信用管控平台地址应以 http://、https:// 或 / 开头' });
    expect((await t.call<ConfigData>('GET', '/sys/config/detail', { token: admin })).data.version).toBe(c.version);
    expect((await t.call('GET', '/getXJurl', { token: admin, query: { type: 'nope' } })).code).toBe(400);
    expect((await t.call('GET', '/getXJurl', { query: { type: 'hzdc' } })).code).toBe(408);
  });

  it('serves the stand-in page of each platform', async () => {
    const app = Fastify();
    await app.register(externalPageStandin, { prefix: '/standins/external' });
    const res = await app.inject({ method: 'GET', url: '/standins/external/xygk' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('信用管控平台');
    expect((await app.inject({ method: 'GET', url: '/standins/external/nope' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('预警研判 (9000)', () => {
  it('ranks the units with findings by the weighted score, each with its level', async () => {
    const env = await t.call<Page<Risk>>('POST', '/warning/unitRisk/page', { token: admin, body: { current: 1, size: 100 } });
    expect(env.code).toBe(0);
    const rows = env.data.records;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.score).toBe(r.openHazards * W.openHazard + r.overdueRectifications * W.overdueRectification + r.complaints * W.complaint + r.fires * W.fire);
      expect(r.level).toBe(riskLevelOf(r.score));
      expect(r.openHazards + r.complaints + r.fires).toBeGreaterThan(0);
    }
    expect(rows.map((r) => r.score)).toEqual([...rows.map((r) => r.score)].sort((a, b) => b - a));
    const high = await t.call<Page<Risk>>('POST', '/warning/unitRisk/page', { token: admin, body: { level: 'high', size: 100 } });
    expect(high.data.records.every((r) => r.level === 'high')).toBe(true);
    expect(high.data.total).toBe(rows.filter((r) => r.level === 'high').length);
  });

  it('needs the menu (403) and keeps to the caller’s scope', async () => {
    expect((await t.call('POST', '/warning/unitRisk/page', { token: await t.login('paichusuo'), body: {} })).code).toBe(403);
    expect((await t.call('POST', '/warning/unitRisk/page', { token: admin, body: { level: 'extreme' } })).code).toBe(400);
    // The detachment leader holds the three roots and sees the units of the detachment's brigades only.
    const zhidui = await t.login('zhidui');
    const mine = await t.call<Page<Risk & { organName: string }>>('POST', '/warning/unitRisk/page', { token: zhidui, body: { size: 100 } });
    expect(mine.code).toBe(0);
    const all = await t.call<Page<Risk>>('POST', '/warning/unitRisk/page', { token: admin, body: { size: 100 } });
    expect(mine.data.total).toBeLessThanOrEqual(all.data.total);
    expect((await t.call('POST', '/hzdc/fire/page', { token: zhidui, body: {} })).code).toBe(0);
    expect((await t.call('POST', '/xyjg/punishPublicity/page', { token: zhidui, body: {} })).code).toBe(0);
  });
});

describe('火灾调查 (6000) and 信用公示 (7000)', () => {
  it('lists the fires newest first and the penalty decisions made public', async () => {
    const fires = await t.call<Page<{ occurredAt: string }>>('POST', '/hzdc/fire/page', { token: admin, body: { size: 20 } });
    expect(fires.code).toBe(0);
    expect(fires.data.total).toBeGreaterThan(0);
    const times = fires.data.records.map((r) => r.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const disclosed = await t.call<Page<{ decisionNumber: string }>>('POST', '/xyjg/punishPublicity/page', { token: admin, body: { size: 20 } });
    expect(disclosed.code).toBe(0);
    expect(disclosed.data.records.every((r) => r.decisionNumber !== '')).toBe(true);
  });
});
