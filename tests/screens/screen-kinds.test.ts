import { leafRoutes } from '../../src/catalogue';
import { resourceListRoutes } from '../../src/resources/registry';
import Placeholder from '../../src/screens/common/Placeholder';
import { ownScreenNames, screenFor } from '../../src/screens/registry';
import { statisticsRouteNames } from '../../src/screens/statistics/views';
import { sampleRoutes, screenKindOf } from '../../e2e/support/screen-kinds';

/** The screens the accessibility sweep opens: those reachable from the menus. */
const MENU_SCREENS = leafRoutes().filter((route) => !route.hidden && !route.external && !route.noLogin);

describe('the accessibility sweep reads each screen kind as the client registries decide it', () => {
  it('names the placeholder, own, resource and statistics screens of every menu screen as the registries do', () => {
    const own = new Set(ownScreenNames());
    const resources = new Set(resourceListRoutes());
    const statistics = new Set(statisticsRouteNames());
    for (const route of MENU_SCREENS) {
      const kind = screenKindOf(route).kind;
      // The registry's own screens include 统计分析's views: the sweep tells them apart by their layout.
      const expected = statistics.has(route.name)
        ? 'statistics'
        : own.has(route.name)
          ? 'own'
          : resources.has(route.name)
            ? 'resource'
            : 'placeholder';
      expect(kind, route.fullPath).toBe(expected);
      expect(kind === 'placeholder', route.fullPath).toBe(screenFor(route.name) === Placeholder);
    }
  });

  it('gives two routes the same own screen exactly when the registry renders them with one component', () => {
    const statistics = new Set(statisticsRouteNames());
    const ownRoutes = leafRoutes().filter((route) => ownScreenNames().includes(route.name) && !statistics.has(route.name));
    for (const a of ownRoutes) {
      for (const b of ownRoutes) {
        const kindA = screenKindOf(a);
        const kindB = screenKindOf(b);
        if (kindA.kind !== 'own' || kindB.kind !== 'own') throw new Error(`${a.name} or ${b.name} is not read as its own screen`);
        expect(kindA.screen === kindB.screen, `${a.name} ${b.name}`).toBe(screenFor(a.name) === screenFor(b.name));
      }
    }
  });

  it('samples every built kind of screen and no placeholder', () => {
    const sample = sampleRoutes(MENU_SCREENS);
    const keyOf = (route: (typeof MENU_SCREENS)[number]) => {
      const kind = screenKindOf(route);
      if (kind.kind === 'own') return `own ${kind.screen}`;
      if (kind.kind === 'statistics') return `statistics ${kind.layout}`;
      if (kind.kind === 'resource') return kind.layout === 'tabs' ? `tabs ${route.name}` : `resource ${kind.layout}`;
      return 'placeholder';
    };
    const sampled = new Set(sample.map(keyOf));
    expect(sampled.has('placeholder')).toBe(false);
    for (const route of MENU_SCREENS) if (keyOf(route) !== 'placeholder') expect(sampled.has(keyOf(route)), route.fullPath).toBe(true);
    const features = (routes: typeof MENU_SCREENS) =>
      new Set(routes.flatMap((route) => { const kind = screenKindOf(route); return kind.kind === 'resource' ? kind.features.map((f) => `${kind.layout} ${f}`) : []; }));
    expect([...features(sample)].sort()).toEqual([...features(MENU_SCREENS)].sort());
    expect(sample.length).toBeLessThan(MENU_SCREENS.length / 3);
  });
});
