/**
 * Which kind of screen each catalogue route shows, read from the sources without loading the client (its
 * registries need Vite's import.meta.glob and React.lazy), so the accessibility sweep can open one screen of
 * each kind instead of every screen. tests/screens/screen-kinds.test.ts checks this reading against the real
 * registries (src/screens/registry.ts, src/resources/registry.ts), so a new screen cannot slip past it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FlatRoute } from '../../src/catalogue';
import { STATISTICS_VIEWS } from '../../src/screens/statistics/views';

const source = (relative: string) => fileURLToPath(new URL(`../../src/${relative}`, import.meta.url));

export type ScreenKind =
  /** No built screen: the placeholder. */
  | { kind: 'placeholder' }
  /** A screen of its own (src/screens/registry.ts); `screen` names its component, shared by several routes. */
  | { kind: 'own'; screen: string }
  /** 统计分析: one screen for every view; `layout` is the view's chart, period and whether it shows rates. */
  | { kind: 'statistics'; layout: string }
  /** A generic resource list (src/resources/<route>.resource.ts); `features` are the parts its list shows. */
  | { kind: 'resource'; layout: 'tabs' | 'entity' | 'hand'; features: string[] };

/** Parts of a resource list that render differently, and how its definition file says it has them. */
const RESOURCE_FEATURES: Record<string, RegExp> = {
  bulk: /scope: 'bulk'|selectable: true/,
  import: /\bimport: \{/,
  export: /\bexport: \{/,
  filters: /\bfilters: /,
  dateFilter: /kind: 'date/,
  selectFilter: /kind: 'select'/,
  related: /\brelated(List)?\b/,
};

let ownScreens: Map<string, string> | undefined;

/** Route name → the component it renders, from the `screens` table of src/screens/registry.ts. */
function ownScreenTable(): Map<string, string> {
  if (ownScreens) return ownScreens;
  const text = readFileSync(source('screens/registry.ts'), 'utf8');
  const table = text.slice(text.indexOf('const screens'), text.indexOf('\n};', text.indexOf('const screens')));
  const arrays = new Map<string, string[]>();
  for (const [, name, body] of text.matchAll(/const (\w+) = \[([^\]]*)\] as const/g)) {
    arrays.set(name, [...body.matchAll(/'(\w+)'/g)].map((m) => m[1]));
  }
  ownScreens = new Map();
  for (const line of table.split('\n')) {
    const entry = /^ {2}(\w+): (.+?),?$/.exec(line);
    if (entry) {
      ownScreens.set(entry[1], entry[2].replace(/^lazy\(\(\) => import\('(.+)'\)\)$/, '$1'));
      continue;
    }
    const spread = /^ {2}\.\.\.Object\.fromEntries\((\w+)\.map\(\(name\) => \[name, (\w+)\]\)\),?$/.exec(line);
    if (spread) for (const name of arrays.get(spread[1]) ?? []) ownScreens.set(name, spread[2]);
  }
  return ownScreens;
}

export function screenKindOf(route: Pick<FlatRoute, 'name'>): ScreenKind {
  const own = ownScreenTable().get(route.name);
  if (own) return { kind: 'own', screen: own };
  const resourceFile = source(`resources/${route.name}.resource.ts`);
  if (existsSync(resourceFile)) {
    const text = readFileSync(resourceFile, 'utf8');
    const layout = text.includes('defineResourceGroup(') ? 'tabs' : text.includes('entityResource(') ? 'entity' : 'hand';
    const features = Object.entries(RESOURCE_FEATURES).filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
    return { kind: 'resource', layout, features };
  }
  const view = STATISTICS_VIEWS[route.name];
  if (view) return { kind: 'statistics', layout: `${view.chart} ${view.period}${view.rates ? ' rates' : ''}` };
  return { kind: 'placeholder' };
}

/**
 * One route of each kind of screen: every screen of its own (by component), every statistics layout, every
 * tabbed resource, and for the entity-kit and hand-written resource lists as few as show every feature
 * those lists have (first come first taken, in catalogue order). Placeholders are left out.
 */
export function sampleRoutes<R extends Pick<FlatRoute, 'name'>>(routes: readonly R[]): R[] {
  const seen = new Set<string>();
  const sample: R[] = [];
  for (const route of routes) {
    const kind = screenKindOf(route);
    let keys: string[];
    if (kind.kind === 'placeholder') continue;
    else if (kind.kind === 'own') keys = [`own ${kind.screen}`];
    else if (kind.kind === 'statistics') keys = [`statistics ${kind.layout}`];
    else if (kind.layout === 'tabs') keys = [`tabs ${route.name}`];
    else keys = [kind.layout, ...kind.features].map((feature) => `resource ${kind.layout} ${feature}`);
    if (keys.every((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    sample.push(route);
  }
  return sample;
}
