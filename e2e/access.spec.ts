import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';

test('without a token every screen goes to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.goto('/system/zhgl/yhgl');
  await expect(page).toHaveURL(/\/login/);
});

test('the cockpit /bigscreen-normal opens without login', async ({ page }) => {
  await page.goto('/bigscreen-normal');
  await expect(page).toHaveURL(/\/bigscreen-normal/);
  await expect(page.getByTestId('login-form')).toHaveCount(0);
});

test('admin logs in and reaches the dashboard; /login then goes home', async ({ page }) => {
  await loginAs(page, ' admin ');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('系统管理员');
  await expect(page.getByTestId('pending-card').first()).toBeVisible();
  await expect(page).toHaveTitle(/首页/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a wrong password is refused with the remaining tries', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-account').fill('jiedao');
  await page.getByTestId('login-password').fill('Wrong#2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(/账号或密码错误，还可尝试\d次/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown path shows /404', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/404/);
  await expect(page.getByTestId('not-found')).toBeVisible();
});
