import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');

async function clickRoot(page: Page, title: string) {
  const item = page.getByTestId('root-menu').getByTestId('root-menu-item').filter({ hasText: title });
  if (!(await item.first().isVisible())) await page.getByTestId('root-menu-more').click();
  await page.getByTestId('root-menu-item').filter({ hasText: title }).filter({ visible: true }).first().click();
}

test('the roots: 预警研判 ranks units, 火灾调查 lists fires, and the platform menu opens the configured address in a new tab', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');

  await page.goto('/yjyp');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  await expect(pane(page)).toContainText('风险分值');

  await page.goto('/hzdc');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();

  const popup = page.waitForEvent('popup');
  await clickRoot(page, '火灾调查平台');
  const tab = await popup;
  await expect(tab).toHaveURL(/\/standins\/external\/hzdc$/);
  await expect(tab.getByTestId('standin-title')).toHaveText('火灾调查平台');
});
