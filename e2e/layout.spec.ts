import { expect, test, type Page } from '@playwright/test';
import { loginAs, openRootMenu } from './support/session';

const tag = (page: Page, path: string) => page.locator(`[data-testid="tag"][data-path="${path}"]`);

async function openFromSidebar(page: Page, rootPath: string, fullPath: string) {
  await openRootMenu(page, rootPath);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByTestId('sidebar-item').first()).toBeVisible();
  const link = sidebar.locator(`a[href="${fullPath}"]`);
  // A leaf inside a closed group: open the groups on its path first.
  const segments = fullPath.split('/').filter(Boolean);
  for (let i = 2; i < segments.length && !(await link.isVisible()); i++) {
    const group = sidebar.locator(`[data-testid="sidebar-item"][data-path="/${segments.slice(0, i).join('/')}"][aria-expanded="false"]`);
    if (await group.count()) await group.click();
  }
  await link.click();
  await expect(page).toHaveURL(new RegExp(fullPath));
}

test.describe('tags view', () => {
  test('tabs open, close, close others; Dashboard cannot be closed', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(tag(page, '/dashboard').getByTestId('tag-close')).toHaveCount(0);
    await openFromSidebar(page, '/system', '/system/zhgl/yhgl');
    await openFromSidebar(page, '/system', '/system/xtpz');
    await openFromSidebar(page, '/xtgl', '/xtgl/pcsjg');
    for (const p of ['/system/zhgl/yhgl', '/system/xtpz', '/xtgl/pcsjg']) await expect(tag(page, p)).toBeVisible();
    const before = await page.getByTestId('tag').count();

    await tag(page, '/xtgl/pcsjg').getByTestId('tag-close').click();
    await expect(page.getByTestId('tag')).toHaveCount(before - 1);
    await expect(tag(page, '/xtgl/pcsjg')).toHaveCount(0);
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

test('the sidebar state is kept in the sidebarStatus cookie across a reload', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  await openRootMenu(page, '/system');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
  await page.reload();
  await expect(page.getByTestId('layout')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
  await expect(sidebar.locator('[data-testid="sidebar-item"]').first()).toBeHidden();
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
  await expect(sidebar.locator('[data-testid="sidebar-item"]').first()).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the sidebar collapses into a drawer that the toggle opens', async ({ page }) => {
    await loginAs(page, 'admin');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeHidden();
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toBeVisible();
    await page.screenshot({ path: 'test-results/shell-390.png' });
  });
});
