/**
 * Issue 16 in the browser: under the Content-Security-Policy the SPA, the MapLibre/deck.gl track map,
 * GraphiQL and Swagger UI still work with no violation; the login asks for the captcha after a
 * failure; the audit administrator verifies the audit chain from 日志查看.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

/** Every CSP violation the page reports, from the DOM event and from the console. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|create|apply|connect|frame)/i.test(msg.text())) violations.push(msg.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load (CSP event) ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test('the SPA and the track map (MapLibre worker, deck.gl) run under the CSP', async ({ page }) => {
  const violations = watchCsp(page);
  const res = await page.goto('/login');
  expect(res?.headers()['content-security-policy']).toContain("worker-src 'self' blob:");
  expect(res?.headers()['x-content-type-options']).toBe('nosniff');
  expect(res?.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await loginAs(page, 'admin');
  await page.goto('/system/jck/zfry/zfgj');
  await expect(page.locator('[data-testid="tab-pane"]:visible').getByTestId('track-map').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  expect(violations).toEqual([]);
});

test('GraphiQL and Swagger UI run under their CSP', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto('/graphql', { waitUntil: 'load' });
  await expect(page.locator('.graphiql-container').first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info')).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('after a wrong password the login shows the captcha', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-captcha-image')).toHaveCount(0);
  await page.getByTestId('login-account').fill('paichusuo');
  await page.getByTestId('login-password').fill('Wrong#2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(/账号或密码错误，还可尝试\d次/).first()).toBeVisible();
  await expect(page.getByTestId('login-captcha-image')).toBeVisible();
});

test('the audit administrator verifies the audit chain in 日志查看', async ({ page }) => {
  await loginAs(page, 'shenji');
  await page.goto('/system/rzck');
  await page.locator('[data-testid="tab-pane"]:visible').getByTestId('action-verify').click();
  // It recomputes the hash of every record in the log: give it the time a busy server needs.
  await expect(page.getByText('校验通过：日志链完整，未发现修改或删除').first()).toBeVisible({ timeout: 30_000 });
});
