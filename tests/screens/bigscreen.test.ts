import { benchCount, benchPoints } from '../../src/screens/bigscreen/cockpit/bench-points';
import { heatPositions } from '../../src/screens/bigscreen/cockpit/heat-layer';
import { clockText } from '../../src/screens/bigscreen/clock';
import { stageScale } from '../../src/screens/bigscreen/use-stage-scale';
import { toMapPoint } from '../../src/lib/coords';
import { MONITORING_SAMPLE } from '../../src/screens/bigscreen/monitoring-room-sample-data';

describe('wall screens', () => {
  it('scale the 1920×1080 stage to fit the window, letterboxed', () => {
    expect(stageScale(1920, 1080)).toBe(1);
    expect(stageScale(1440, 900)).toBe(0.75);
    expect(stageScale(3840, 2160)).toBe(2);
    expect(stageScale(390, 844)).toBeCloseTo(390 / 1920);
  });

  it('write the clock as date, weekday and time', () => {
    expect(clockText(new Date(2026, 10, 22, 9, 5, 7))).toEqual({ date: '2026-11-22', weekday: '星期日', time: '09:05:07' });
  });

  it('heat positions: only the shown risk levels, shifted to the base map', () => {
    const points = [
      { lng: 114.05, lat: 22.54, risk: 'major' as const },
      { lng: 114.1, lat: 22.6, risk: 'low' as const },
    ];
    const all = heatPositions(points, new Set(['major', 'low']), 'GCJ02');
    expect(all.length).toBe(2);
    const [lng, lat] = toMapPoint([114.05, 22.54], 'GCJ02');
    expect(all.positions[0]).toBeCloseTo(lng, 4);
    expect(all.positions[1]).toBeCloseTo(lat, 4);
    const low = heatPositions(points, new Set(['low']), 'WGS84');
    expect(low.length).toBe(1);
    expect(low.positions[0]).toBeCloseTo(114.1, 4);
  });

  it('bench points: ?bench=<n> asks for n deterministic points, capped', () => {
    expect(benchCount('?bench=100000', 'bench', 1_000_000)).toBe(100000);
    expect(benchCount('?bench=abc', 'bench', 1_000_000)).toBeNull();
    expect(benchCount('', 'bench', 1_000_000)).toBeNull();
    expect(benchCount('?bench=5000000', 'bench', 1_000_000)).toBe(1_000_000);
    expect(benchPoints(3)).toEqual(benchPoints(3));
    expect(benchPoints(1000).every((p) => p.lng > 113.7 && p.lng < 114.6 && p.lat > 22.4 && p.lat < 22.9)).toBe(true);
  });

  it('the monitoring room keeps the spec’s fixed sample values', () => {
    expect(MONITORING_SAMPLE.yAxisMax).toBe(800);
    expect(MONITORING_SAMPLE.gauges.map((g) => g.percent)).toEqual([76, 84]);
  });
});
