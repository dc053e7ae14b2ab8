/**
 * The Chakra system carries only the recipes the app uses (src/app/theme-recipes.ts): every Chakra
 * component imported anywhere in src must find its recipe there, or it would render unstyled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from '@chakra-ui/react/theme';
import { system } from '../../src/app/theme';

const root = path.resolve(import.meta.dirname, '../..');
const componentsDir = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/components');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Names the app imports from '@chakra-ui/react'. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const item of list!.split(',')) {
        const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const jsFiles = (dir: string) => readdirSync(path.join(componentsDir, dir)).filter((f) => f.endsWith('.js'));

/** Recipe keys a component directory looks up, following its imports of other component directories. */
function recipeKeys(dir: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(dir)) return keys;
  seen.add(dir);
  for (const file of jsFiles(dir)) {
    const text = readFileSync(path.join(componentsDir, dir, file), 'utf8');
    for (const [, key] of text.matchAll(/key:\s*"(\w+)"/g)) keys.add(key!);
    for (const [, other] of text.matchAll(/from '\.\.\/([\w-]+)\//g)) for (const key of recipeKeys(other!, seen)) keys.add(key);
  }
  return keys;
}

describe('Chakra recipes', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const imported = importedNames();
    const known = new Set([...Object.keys(allRecipes), ...Object.keys(allSlotRecipes)]);
    const theme = system._config.theme ?? {};
    const present = new Set([...Object.keys(theme.recipes ?? {}), ...Object.keys(theme.slotRecipes ?? {})]);
    const missing: string[] = [];
    let checked = 0;
    for (const dir of readdirSync(componentsDir)) {
      const index = path.join(componentsDir, dir, 'index.js');
      let exported: string;
      try {
        exported = readFileSync(index, 'utf8');
      } catch {
        continue;
      }
      const names = [...exported.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((item) => item.trim().split(/\s+as\s+/).pop()));
      if (!names.some((name) => imported.has(name!))) continue;
      checked++;
      for (const key of recipeKeys(dir)) if (known.has(key) && !present.has(key)) missing.push(`${dir} → ${key}`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('leaves out recipes no imported component uses', () => {
    const theme = system._config.theme ?? {};
    expect(Object.keys(theme.slotRecipes ?? {})).not.toContain('colorPicker');
    expect(Object.keys(theme.slotRecipes ?? {}).length).toBeLessThan(Object.keys(allSlotRecipes).length);
  });
});
