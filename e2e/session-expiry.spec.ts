import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';

test('an expired token shows the message once and lands on /login', async ({ page, request }) => {
  await loginAs(page, 'admin');
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  // The session ends on the server (as when it idles out); the browser still holds the token.
  const out = await request.post('/api/logout', { headers: { token: token! } });
  expect(((await out.json()) as { code: number }).code).toBe(0);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-personal').click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('toast').filter({ hasText: '请重新登录' })).toBeVisible();
  await page.waitForTimeout(500);
  const shown = await page.getByTestId('toast').filter({ hasText: '请重新登录' }).count();
  expect(shown).toBe(1);
});
