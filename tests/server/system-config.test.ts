import type { SystemConfig } from '../../server/services/system-config';
import { openTestApp, type TestApp } from '../helpers/app';
import { grantMenus } from './support/grant-menus';

type ConfigData = SystemConfig & { id: string; version: number };

let t: TestApp;
let admin: string;
let jiedao: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin');
  jiedao = await t.login('jiedao');
});
afterAll(async () => {
  await t.close();
});

const detail = async () => (await t.call<ConfigData>('GET', '/sys/config/detail', { token: admin })).data;
const update = (body: Record<string, unknown>, token = admin) => t.call<ConfigData>('POST', '/sys/config/update', { token, body });
const editable = ({ id: _id, ...rest }: ConfigData) => rest;

describe('system configuration (xtpz)', () => {
  it('reads the defaults: policy, lockout, idle time, captcha, initial password, map', async () => {
    const c = await detail();
    expect(c).toMatchObject({ id: 'system', version: 1, passwordMinLength: 8, passwordMaxLength: 32, passwordMinClasses: 3, lockThreshold: 5, captchaEnabled: false, mapZoom: 11, mapTileUrl: '', mapCrs: 'GCJ02' });
    expect(c.initialPassword).toBeTruthy();
    const items = await t.call<{ total: number; records: { key: string; label: string; value: string }[] }>('POST', '/sys/config/items', { token: admin, body: {} });
    expect(items.data.total).toBe(19);
    expect(items.data.records.find((r) => r.key === 'lockThreshold')).toMatchObject({ label: '连续失败锁定次数', value: '5次' });
    // Pages like every list: 10 on the first page by default, the rest on the second.
    expect(items.data.records).toHaveLength(10);
    const second = await t.call<{ records: unknown[] }>('POST', '/sys/config/items', { token: admin, body: { current: 2, size: 10 } });
    expect(second.data.records).toHaveLength(9);
    const third = await t.call<{ records: { key: string; value: string }[] }>('POST', '/sys/config/items', { token: admin, body: { current: 2, size: 10 } });
    expect(third.data.records.find((r) => r.key === 'externalHzdcUrl')).toMatchObject({ value: '/standins/external/hzdc' });
  });

  it('a new lock threshold takes effect at the next login', async () => {
    const c = await detail();
    const env = await update({ ...editable(c), lockThreshold: 2, lockMinutes: 15 });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ lockThreshold: 2, lockMinutes: 15, version: c.version + 1 });
    const first = await t.call('POST', '/login', { body: { account: 'fazhi', password: 'Wrong@2026' } });
    expect(first).toMatchObject({ code: 400, msg: '账号或密码错误，还可尝试1次' });
    const second = await t.call('POST', '/login', { body: { account: 'fazhi', password: 'Wrong@2026' } });
    expect(second.code).toBe(423);
  });

  it('turning the captcha on makes getVerifyCode return one; the map call follows the map settings', async () => {
    const c = await detail();
    expect((await update({ ...editable(c), captchaEnabled: true, mapCenterLng: 113.9, mapCenterLat: 22.6, mapZoom: 13 })).code).toBe(0);
    const code = await t.call<{ enabled: boolean }>('GET', '/getVerifyCode');
    expect(code.data.enabled).toBe(true);
    const map = await t.call('GET', '/sys/config/map', { token: jiedao });
    expect(map.data).toEqual({ lng: 113.9, lat: 22.6, zoom: 13 });
    expect((await update({ ...editable(await detail()), captchaEnabled: false })).code).toBe(0);
  });

  it('rejects bad values naming the field, and changes nothing', async () => {
    const c = await detail();
    const cases: [Record<string, unknown>, string][] = [
      [{ passwordMinLength: 20, passwordMaxLength: 10 }, '密码最小长度不能大于密码最大长度'],
      [{ lockThreshold: 0 }, '连续失败锁定次数不能小于1'],
      [{ initialPassword: 'abc' }, '初始密码长度应为8到32位'],
      [{ mapZoom: 18 }, '地图缩放级别应在10到13之间'],
      [{ mapCenterLat: 90 }, '地图中心纬度不能大于54'],
      [{ mapTileUrl: 'ftp://tiles/{z}/{x}/{y}.png' }, '地图瓦片地址应以 http:// 或 https:// 开头，并包含 {x}、{y}、{z} 占位符'],
      [{ mapTileUrl: 'https://tiles.example/{z}/{x}.png' }, '地图瓦片地址应以 http:// 或 https:// 开头，并包含 {x}、{y}、{z} 占位符'],
    ];
    for (const [change, msg] of cases) {
      const env = await update({ ...editable(c), ...change });
      expect(env).toMatchObject({ code: 400, msg });
    }
    expect(await detail()).toEqual(c);
  });

  it('refuses a stale version with 409', async () => {
    const c = await detail();
    const env = await update({ ...editable(c), lockMinutes: 30, version: c.version - 1 });
    expect(env).toMatchObject({ code: 409, msg: '数据已被他人修改，请刷新后重试' });
    expect((await detail()).lockMinutes).toBe(c.lockMinutes);
  });

  it('refuses a user with the screen but without the edit button', async () => {
    const c = await detail();
    await grantMenus(t, 'dadui', 'configViewer', [11000, 11950]);
    const dadui = await t.login('dadui');
    expect((await t.call('GET', '/sys/config/detail', { token: dadui })).code).toBe(0);
    const env = await update({ ...editable(c), lockMinutes: 30 }, dadui);
    expect(env.code).toBe(403);
    expect((await detail()).lockMinutes).toBe(c.lockMinutes);
  });
});
