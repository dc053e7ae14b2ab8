import { expect, test } from '@playwright/test';
import { loginAs, rootMenuTitles, tokenFor } from './support/session';

test('a police-station partner sees only its menus and lacks a button the admin has', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await loginAs(adminPage, 'admin');
  const adminRoots = await rootMenuTitles(adminPage);
  expect(adminRoots.join()).toContain('系统管理');
  await expect(adminPage.getByTestId('online-user').first()).toBeVisible();

  const partner = await (await browser.newContext()).newPage();
  await loginAs(partner, 'paichusuo');
  const roots = await rootMenuTitles(partner);
  expect(roots.join()).not.toContain('系统管理');
  expect(roots.join()).toContain('联合监管');
  expect(roots.length).toBeLessThan(adminRoots.length);
  // Dashboard button 114 (online users) is granted to the administrator only.
  await expect(partner.getByTestId('dashboard')).toBeVisible();
  await expect(partner.getByTestId('online-user')).toHaveCount(0);
  // Typing the address of a screen it lacks does not open it.
  await partner.goto('/system/zhgl/yhgl');
  await expect(partner).toHaveURL(/\/404/);
});

test('the server refuses what the client hides', async ({ request }) => {
  const token = await tokenFor(request, 'paichusuo');
  const res = await request.get('/api/role/getMenuByUser', { headers: { token }, params: { userId: 'u-0001' } });
  const body = (await res.json()) as { code: number };
  expect(body.code).toBe(403);
});
