import { leafRoutes } from '../../src/catalogue';
import { builtScreenNames, screenFor } from '../../src/screens/registry';
import Placeholder from '../../src/screens/common/Placeholder';

describe('screen registry', () => {
  it('every catalogue page without a built screen renders the placeholder', () => {
    const leaves = leafRoutes();
    const built = new Set(builtScreenNames());
    const placeholders = leaves.filter((route) => screenFor(route.name) === Placeholder);
    console.log(`placeholder routes: ${placeholders.length} of ${leaves.length}`);
    const builtLeaves = leaves.filter((route) => built.has(route.name));
    expect(placeholders.length).toBe(leaves.length - builtLeaves.length);
  });

  it('every built screen belongs to a catalogue page', () => {
    const leafNames = new Set(leafRoutes().map((route) => route.name));
    for (const name of builtScreenNames()) expect(leafNames.has(name), name).toBe(true);
  });
});
