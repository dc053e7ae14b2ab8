import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const tag = (page: Page, path: string) => page.locator(`[data-testid="tag"][data-path="${path}"]`);

async function openFromSidebar(page: Page, rootPath: string, fullPath: string) {
  await page.locator(`[data-testid="root-menu-item"][data-path="${rootPath}"]`).click();
  const sidebar = page.getByTestId('sidebar');
  // Groups open on click; the leaf is a link to the full path.
  for (let depth = 0; depth < 3; depth++) {
    const link = sidebar.locator(`a[href="${fullPath}"]`);
    if (await link.isVisible()) {
      await link.click();
      break;
    }
    const groups = sidebar.locator('[data-testid="sidebar-item"][aria-expanded="false"]');
    const prefix = fullPath.split('/').slice(0, depth + 3).join('/');
    const group = groups.locator(`xpath=self::*[starts-with(@data-path, "${prefix}")]`).first();
    if (await group.count()) await group.click();
  }
  await expect(page).toHaveURL(new RegExp(`${fullPath}`));
}

test.describe('tags view', () => {
  test('tabs open, close, close others; Dashboard cannot be closed', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(tag(page, '/dashboard').getByTestId('tag-close')).toHaveCount(0);
    await openFromSidebar(page, '/system', '/system/zhgl/yhgl');
    await openFromSidebar(page, '/system', '/system/zhgl/jsgl');
    await openFromSidebar(page, '/xtgl', '/xtgl/pcsjg');
    await expect(page.getByTestId('tag')).toHaveCount(4);

    await tag(page, '/xtgl/pcsjg').getByTestId('tag-close').click();
    await expect(page.getByTestId('tag')).toHaveCount(3);
    await expect(page).not.toHaveURL(/pcsjg/);

    await tag(page, '/system/zhgl/yhgl').click({ button: 'right' });
    await page.getByTestId('tag-context-menu').getByText('关闭其他').click();
    await expect(page.getByTestId('tag')).toHaveCount(2);
    await expect(tag(page, '/dashboard')).toBeVisible();
    await expect(tag(page, '/system/zhgl/yhgl')).toBeVisible();
  });

  test('a tab keeps its state when the user switches away and back', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-personal').click();
    const phone = page.getByTestId('personal-phone');
    await phone.fill('13800000000');
    await tag(page, '/dashboard').click();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await tag(page, '/xfjc/personalCenter').click();
    await expect(page.getByTestId('personal-phone')).toHaveValue('13800000000');
  });
});

test('breadcrumb shows the parent and the back icon returns and closes the tab', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-personal').click();
  await expect(page).toHaveURL(/personalCenter/);
  const crumbs = page.getByTestId('breadcrumb');
  await expect(crumbs.getByTestId('breadcrumb-current')).toHaveText('个人中心');
  await expect(crumbs.getByTestId('breadcrumb-current').locator('a')).toHaveCount(0);
  await page.getByTestId('breadcrumb-back').click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(tag(page, '/xfjc/personalCenter')).toHaveCount(0);
});

test('logout clears tabs and storage', async ({ page, context }) => {
  await loginAs(page, 'admin');
  await openFromSidebar(page, '/system', '/system/zhgl/yhgl');
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeTruthy();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/login/);
  const keys = await page.evaluate(() => ['userId', 'name', 'userCode', 'zgdwid'].map((k) => localStorage.getItem(k)));
  expect(keys).toEqual([null, null, null, null]);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await loginAs(page, 'admin');
  await expect(page.getByTestId('tag')).toHaveCount(1);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the sidebar collapses and its cookie survives a reload', async ({ page, context }) => {
    await loginAs(page, 'admin');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeHidden();
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
  });
});
