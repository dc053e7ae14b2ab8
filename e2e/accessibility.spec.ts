/**
 * The accessibility sweep: built screens of the catalogue (placeholders skipped), opened as admin and checked
 * with axe-core against WCAG 2.1 A/AA. A critical or serious violation fails, named by route, rule and
 * element, so the fix is one look away. By default it opens one screen of each kind (e2e/support/screen-kinds.ts:
 * every screen of its own, every statistics layout, every tabbed resource, and resource lists enough to show
 * each of their parts); `A11Y_FULL=1` opens every screen, as before a release or after a change to shared UI.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { leafRoutes, type FlatRoute } from '../src/catalogue';
import { sampleRoutes } from './support/screen-kinds';
import { loginAs } from './support/session';

const FAILING_IMPACTS = new Set(['critical', 'serious']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Screens reachable from the menus (detail and form pages need a record and are swept by their lists' specs). */
const MENU_SCREENS = leafRoutes().filter((route) => !route.hidden && !route.external && !route.noLogin);
const SWEPT = process.env.A11Y_FULL === '1' ? MENU_SCREENS : sampleRoutes(MENU_SCREENS);
const byRoot = new Map<string, FlatRoute[]>();
for (const route of SWEPT) byRoot.set(route.rootPath, [...(byRoot.get(route.rootPath) ?? []), route]);

async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.slice(0, 3).map((node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${violation.help}`));
}

async function sweep(page: Page, route: FlatRoute): Promise<string[]> {
  await page.goto(route.fullPath);
  await page.waitForLoadState('networkidle');
  // Let skeletons, charts and maps settle before looking.
  await page.waitForTimeout(600);
  if (await page.getByTestId('placeholder').count()) return [];
  return (await violationsOf(page)).map((line) => `${route.fullPath} ${line}`);
}

test('the login page has no critical or serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-account')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

for (const [rootPath, routes] of byRoot) {
  test(`${process.env.A11Y_FULL === '1' ? 'every built screen' : 'one screen of each kind'} under ${rootPath} has no critical or serious accessibility violation`, async ({ page }) => {
    test.setTimeout(60_000 + routes.length * 15_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'admin');
    const found: string[] = [];
    for (const route of routes) found.push(...(await sweep(page, route)));
    expect(found).toEqual([]);
  });
}
