import { toMapGeometry, toMapPoint, toMapPoints, type LngLat } from '../../src/lib/coords';

const futian: LngLat = [114.055, 22.541];

describe('WGS84 → GCJ-02 for the base map', () => {
  it('shifts a Shenzhen point by the few hundred metres GCJ-02 adds', () => {
    const [lng, lat] = toMapPoint(futian, 'GCJ02');
    // GCJ-02 moves Shenzhen about 0.005° east and 0.003° south.
    expect(lng - futian[0]).toBeGreaterThan(0.003);
    expect(lng - futian[0]).toBeLessThan(0.007);
    expect(futian[1] - lat).toBeGreaterThan(0.001);
    expect(futian[1] - lat).toBeLessThan(0.005);
  });

  it('leaves points alone on a WGS84 base map', () => {
    expect(toMapPoint(futian, 'WGS84')).toEqual(futian);
    expect(toMapPoints([futian, [113.93, 22.535]], 'WGS84')).toEqual([futian, [113.93, 22.535]]);
  });

  it('shifts every vertex of an outline the same way as the points, without changing the input', () => {
    const ring: LngLat[] = [futian, [114.06, 22.55], [114.07, 22.54], futian];
    const polygon = { type: 'Polygon', coordinates: [ring] };
    const copy = JSON.parse(JSON.stringify(polygon));
    const shifted = toMapGeometry(polygon, 'GCJ02');
    expect(polygon).toEqual(copy);
    expect(shifted.type).toBe('Polygon');
    expect(shifted.coordinates[0]).toEqual(toMapPoints(ring, 'GCJ02'));
    expect(shifted.coordinates[0][0]).not.toEqual(futian);
  });
});
