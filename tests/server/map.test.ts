import type { SystemConfig } from '../../server/services/system-config';
import { DISTRICT_GEO } from '../../server/db/seed/district-geo';
import { openTestApp, type TestApp } from '../helpers/app';

interface MapSettings { lng: number; lat: number; zoom: number; minZoom: number; maxZoom: number; tileUrl: string; crs: string }
interface Areas { type: string; features: { properties: { id: string; name: string; code: string; level: number }; geometry: { type: string; coordinates: number[][][] } }[] }
type ConfigData = SystemConfig & { id: string; version: number };

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('map configuration and outlines (public, for the cockpit)', () => {
  it('answers the configured view and base map without a token', async () => {
    const env = await t.call<MapSettings>('GET', '/map/config');
    expect(env).toMatchObject({ code: 0, data: { lng: 114.0579, lat: 22.5431, zoom: 11, minZoom: 10, maxZoom: 13, tileUrl: '', crs: 'GCJ02' } });
  });

  it('follows the system configuration: a tile template and its coordinate system', async () => {
    const admin = await t.login('admin');
    const { id: _id, ...c } = (await t.call<ConfigData>('GET', '/sys/config/detail', { token: admin })).data;
    const tileUrl = 'https://webrd01.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}&style=8';
    const env = await t.call('POST', '/sys/config/update', { token: admin, body: { ...c, mapTileUrl: tileUrl, mapCrs: 'WGS84', mapZoom: 12 } });
    expect(env.code).toBe(0);
    expect((await t.call<MapSettings>('GET', '/map/config')).data).toMatchObject({ zoom: 12, tileUrl, crs: 'WGS84' });
    const items = await t.call<{ records: { key: string; value: string }[] }>('POST', '/sys/config/items', { token: admin, body: { current: 2, size: 10 } });
    expect(items.data.records.find((r) => r.key === 'mapTileUrl')?.value).toBe(tileUrl);
  });

  it('gives every seeded district a closed outline around its centre, in WGS84', async () => {
    const env = await t.call<Areas>('GET', '/map/areas');
    expect(env.code).toBe(0);
    expect(env.data.type).toBe('FeatureCollection');
    expect(env.data.features.map((f) => f.properties.code).sort()).toEqual(DISTRICT_GEO.map((d) => d.code).sort());
    for (const f of env.data.features) {
      const d = DISTRICT_GEO.find((g) => g.code === f.properties.code)!;
      const [ring] = f.geometry.coordinates;
      expect(f.geometry.type).toBe('Polygon');
      expect(ring.length).toBeGreaterThanOrEqual(10);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      const reach = d.radiusKm * 1.3 / 100; // degrees, generously
      for (const [lng, lat] of ring) {
        expect(Math.abs(lng - d.lng)).toBeLessThan(reach);
        expect(Math.abs(lat - d.lat)).toBeLessThan(reach);
      }
    }
  });
});
