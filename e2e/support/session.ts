import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Fire@2026';

/** Logs in through the login form, as a person would, and waits for the dashboard. */
export async function loginAs(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard')).toBeVisible();
}

/** A token straight from the REST API, for set-up steps that are not what a test is about. */
export async function tokenFor(request: APIRequestContext, account: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/login', { data: { account, password } });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

/** Opens a root menu from the navbar, through 更多 when the bar has no room for it. */
export async function openRootMenu(page: Page, rootPath: string) {
  const item = page.locator(`[data-testid="root-menu-item"][data-path="${rootPath}"]`);
  if (!(await item.isVisible())) await page.getByTestId('root-menu-more').click();
  await item.click();
}

/** The titles of every root menu the navbar offers, those under 更多 included. */
export async function rootMenuTitles(page: Page): Promise<string[]> {
  await expect(page.getByTestId('root-menu-item').first()).toBeVisible();
  const more = page.getByTestId('root-menu-more');
  if (!(await more.isVisible())) return page.getByTestId('root-menu-item').allInnerTexts();
  await more.click();
  await expect(page.getByTestId('root-menu-more-list')).toBeVisible();
  const titles = await page.getByTestId('root-menu-item').allInnerTexts();
  await page.keyboard.press('Escape');
  return titles;
}
