/**
 * The shared pieces every business page uses, as a caseworker meets them: the date-range picker (typed in
 * one format, shortcuts, keyboard), the organisation tree select (search by pinyin initials), the navbar at
 * 1440 px (every root reachable, the rest under 更多) and a list at 390 px (folded filters, rows as cards).
 * Screenshots of a list, a form and the approval page at 1440 and 390 px go to test-results/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, rootMenuTitles } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const USERS = '/system/zhgl/yhgl';
const REVIEWS = '/xfjdjc/review/fcsl';
const REVIEW_FORM = '/xfjdjc/review/fcsqdj';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Critical and serious axe findings on the page as it is (an open popover included). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes[0]?.html}`);
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test('the date-range picker: typed in YYYY-MM-DD HH:mm:ss whatever the locale, shortcuts, keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  await page.goto(USERS);
  const start = pane(page).getByTestId('date-range-start');
  const end = pane(page).getByTestId('date-range-end');
  await expect(start).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm:ss');
  // No native date inputs left (their format follows the browser's locale).
  await expect(page.locator('input[type="date"], input[type="datetime-local"]')).toHaveCount(0);

  // Typed: other separators are read and written out in full; a day alone starts at 00:00:00 and ends at 23:59:59.
  await start.fill('2026/3/1');
  await start.press('Tab');
  await expect(start).toHaveValue('2026-03-01 00:00:00');
  await end.fill('2026-03-31');
  await end.press('Enter');
  await expect(end).toHaveValue('2026-03-31 23:59:59');
  // Not a date: the last good value comes back.
  await end.fill('2026-02-30');
  await end.press('Tab');
  await expect(end).toHaveValue('2026-03-31 23:59:59');

  // Shortcuts: 昨天 is 19:00–21:00 of yesterday (spec); 最近30天 runs to the end of yesterday.
  // Yesterday where the browser is (its time zone, not the test runner's).
  const yesterday = new Date(await page.evaluate(() => new Date(new Date().setDate(new Date().getDate() - 1)).toDateString()));
  await pane(page).getByTestId('date-range-calendar').click();
  await expect(page.getByRole('group', { name: '快捷选择' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('date-range-shortcut-yesterday').click();
  await expect(start).toHaveValue(`${day(yesterday)} 19:00:00`);
  await expect(end).toHaveValue(`${day(yesterday)} 21:00:00`);
  await pane(page).getByTestId('date-range-calendar').click();
  await page.getByTestId('date-range-shortcut-last30Days').click();
  await expect(end).toHaveValue(`${day(yesterday)} 23:59:59`);
  await expect(start).toHaveValue(/ 00:00:00$/);

  // Keyboard: open the calendar from its button, move by days with the arrows, pick with Enter, twice.
  await start.fill('2026-03-10 08:30:00');
  await end.fill('2026-03-12 18:00:00');
  await pane(page).getByTestId('date-range-calendar').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('date-range-panel')).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // The picked days keep the times already typed, in the one format.
  await expect(start).toHaveValue('2026-03-11 08:30:00');
  await expect(end).toHaveValue(/^2026-03-1[2-4] /);
  await expect(end).toHaveValue(DATE_TIME);
  await expect(page.getByTestId('date-range-panel')).toBeHidden();

  // The applied range filters the list by 创建时间.
  await pane(page).getByTestId('filter-apply').click();
  await expect(pane(page).getByTestId('table-empty').or(pane(page).getByTestId('table-row').first())).toBeVisible();
});

test('the organisation tree select finds a unit by its pinyin initials and filters the list by it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  await page.goto(USERS);
  const organ = pane(page).getByTestId('filter-organId');
  await expect(organ).toHaveText('全部');
  await organ.click();
  const tree = page.getByTestId('filter-organId-tree');
  await expect(tree.getByRole('treeitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // ftq: 福田区 — every unit left in the tree is a 福田 unit or holds one.
  await page.getByTestId('filter-organId-search').fill('ftq');
  const brigade = page.getByTestId('filter-organId-node').filter({ hasText: /^深圳市福田区消防救援大队$/ });
  await expect(brigade).toBeVisible();
  await expect(page.getByTestId('filter-organId-node').filter({ hasText: '南山' })).toHaveCount(0);
  await page.getByTestId('filter-organId-search').fill('没有这个单位');
  await expect(page.getByTestId('filter-organId-empty')).toHaveText('无匹配单位');
  // The units of the brigade's subtree, to check the filtered rows against.
  await page.getByTestId('filter-organId-search').fill('');
  const subtree = await brigade
    .locator('xpath=..')
    .getByTestId('filter-organId-node')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  expect(subtree.length).toBeGreaterThan(3);
  await page.getByTestId('filter-organId-search').fill('ftq');
  await brigade.click();
  await expect(organ).toHaveText('深圳市福田区消防救援大队');
  await pane(page).getByTestId('filter-apply').click();
  const rows = pane(page).getByTestId('table-row');
  await expect(rows.first()).toBeVisible();
  const units = new Set(['深圳市福田区消防救援大队', ...subtree]);
  for (const text of await rows.locator('[data-column="organName"]').allInnerTexts()) expect(units.has(text), text).toBe(true);
});

test('the navbar at 1440 px: every root menu is on the bar or under 更多, nothing off-screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  const onBar = page.locator('[data-testid="root-menu"] [data-testid="root-menu-item"]');
  for (const box of await onBar.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(1440);
  const more = page.getByTestId('root-menu-more');
  await expect(more).toBeVisible();
  expect((await more.boundingBox())!.x + (await more.boundingBox())!.width).toBeLessThanOrEqual(1440);
  const roots = await rootMenuTitles(page);
  expect(roots).toContain('系统管理');
  expect(new Set(roots).size).toBe(roots.length);
  // 系统管理 (off-screen before) opens from 更多.
  await more.click();
  await page.locator('[data-testid="root-menu-more-list"] [data-path="/system"]').click();
  await expect(page.getByTestId('sidebar')).toContainText('账号管理');
  await page.screenshot({ path: 'test-results/navbar-1440.png' });
});

test('a list at 390 px: two filters then 展开筛选, rows as cards with account and name in full', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin');
  await page.goto(USERS);
  const fields = pane(page).getByTestId('filter-field');
  await expect(fields.nth(0)).toBeVisible();
  await expect(fields.nth(1)).toBeVisible();
  await expect(fields.nth(2)).toBeHidden();
  const fold = pane(page).getByTestId('filter-fold');
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await fold.click();
  await expect(fields.nth(2)).toBeVisible();
  await expect(fold).toHaveText(/收起筛选/);
  await fold.click();
  await expect(fields.nth(2)).toBeHidden();

  const card = pane(page).getByTestId('table-row').first();
  await expect(card).toBeVisible();
  await expect(pane(page).getByTestId('data-table')).toHaveAttribute('data-layout', 'cards');
  for (const column of ['account', 'name', 'createdAt']) {
    const cell = card.locator(`[data-column="${column}"]`);
    await expect(cell).toBeVisible();
    // Nothing lies over the value: the element at its centre is the value itself.
    const covered = await cell.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
      return !(top && element.contains(top));
    });
    expect(covered, column).toBe(false);
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(card.getByRole('button', { name: '编辑' })).toBeVisible();
  // The page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

for (const width of [1440, 390]) {
  test(`screenshots at ${width} px: a list, a form and the approval page`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await loginAs(page, 'admin');
    await page.goto(USERS);
    await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
    await page.screenshot({ path: `test-results/list-${width}.png`, fullPage: width < 800 });

    await page.goto(REVIEW_FORM);
    await expect(pane(page).getByTestId('field-rectifiedAt')).toBeVisible();
    await pane(page).getByTestId('field-rectifiedAt-calendar').click();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.waitForTimeout(400); // the panel's opening animation
    await page.screenshot({ path: `test-results/form-${width}.png` });
    await page.keyboard.press('Escape');

    await page.goto(REVIEWS);
    await pane(page).getByTestId('table-row').first().getByTestId('row-action-approval').click();
    await expect(pane(page).getByTestId('approval-screen')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/approval-${width}.png`, fullPage: width < 800 });
  });
}
