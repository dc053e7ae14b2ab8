import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, rootMenuTitles, tokenFor } from './support/session';

/** The password "初始化密码" and new users get (server/services/users.ts DEFAULT_INITIAL_PASSWORD). */
const INITIAL_PASSWORD = 'Xfjd@2026';
const USERS_PATH = '/system/zhgl/yhgl';
const ACCOUNT = 'e2euser01';

async function futianId(page: Page): Promise<string> {
  const token = await tokenFor(page.request, 'admin');
  const res = await page.request.post('/api/organization/queryOrgan', { headers: { token }, data: { organName: '福田区消防救援大队' } });
  const body = (await res.json()) as { data: { organId: string }[] };
  return body.data[0].organId;
}

/** The visible tab's content: the tags view keeps other tabs mounted (hidden), with the same labels. */
const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');

async function filterByAccount(page: Page, account: string) {
  await page.goto(USERS_PATH);
  await pane(page).getByTestId('filter-account').fill(account);
  await pane(page).getByTestId('filter-apply').click();
}

async function saveForm(page: Page) {
  await pane(page).getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
}

test('users: create, find by filter, edit, export, freeze by the security administrator (login refused), delete with the confirm dialog', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const organId = await futianId(page);

  await page.goto(USERS_PATH);
  await pane(page).getByRole('button', { name: '新增' }).click();
  await expect(page.getByTestId('resource-form-user')).toBeVisible();
  await pane(page).getByLabel('账号').fill(ACCOUNT);
  await pane(page).getByLabel('姓名').fill('端到端用户');
  // 所属单位 is the searchable organisation tree: type part of the name, pick the unit.
  await pane(page).getByTestId('field-organId').click();
  await page.getByTestId('field-organId-search').fill('福田区消防救援大队');
  await page.locator(`[data-testid="field-organId-node"][data-organ-id="${organId}"]`).click();
  await expect(pane(page).getByTestId('field-organId')).toContainText('福田');
  await pane(page).getByLabel('手机号码').fill('13900001111');
  await saveForm(page);

  await filterByAccount(page, ACCOUNT);
  await expect(pane(page).getByTestId('table-row')).toHaveCount(1);
  await expect(pane(page).getByTestId('table-row')).toContainText('端到端用户');

  await pane(page).getByTestId('table-row').getByRole('button', { name: '编辑' }).click();
  await expect(page.getByTestId('resource-form-user')).toBeVisible();
  await expect(pane(page).getByLabel('姓名')).toHaveValue('端到端用户');
  await pane(page).getByLabel('姓名').fill('端到端改名');
  await saveForm(page);
  await filterByAccount(page, ACCOUNT);
  await expect(pane(page).getByTestId('table-row')).toContainText('端到端改名');

  // The export holds exactly the listed rows.
  const [download] = await Promise.all([page.waitForEvent('download'), pane(page).getByTestId('export-button').click()]);
  expect(download.suggestedFilename()).toBe('用户列表.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.rowCount - 1).toBe(await pane(page).getByTestId('table-row').count());
  expect(sheet.getRow(2).getCell(1).value).toBe(ACCOUNT);
  expect(sheet.getRow(2).getCell(2).value).toBe('端到端改名');

  // 三员分立: the system administrator has no 冻结; the security administrator freezes, and the login is
  // refused with the spec's message.
  await expect(pane(page).getByTestId('table-row')).toContainText('端到端改名');
  await expect(pane(page).getByTestId('table-row').getByRole('button', { name: '冻结' })).toHaveCount(0);
  const security = await (await browser.newContext()).newPage();
  await loginAs(security, 'anquan');
  await filterByAccount(security, ACCOUNT);
  await pane(security).getByTestId('table-row').getByRole('button', { name: '冻结' }).click();
  await security.getByTestId('confirm-ok').click();
  await expect(security.getByText('操作成功').first()).toBeVisible();
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login');
  await other.getByTestId('login-account').fill(ACCOUNT);
  await other.getByTestId('login-password').fill(INITIAL_PASSWORD);
  await other.getByTestId('login-submit').click();
  await expect(other.getByText('账号已被冻结，请联系管理员').first()).toBeVisible();

  await pane(page).getByTestId('table-row').getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('确定删除吗?');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await expect(pane(page).getByTestId('table-empty')).toBeVisible();
});

test('roles: the security administrator grants a menu to a role and it appears for its member after login; the system administrator has no 角色管理', async ({ page, browser }) => {
  const before = await (await browser.newContext()).newPage();
  await loginAs(before, 'jiedao');
  expect((await rootMenuTitles(before)).join()).not.toContain('系统管理');

  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/system/zhgl/yhgl');
  await expect(admin.getByTestId('data-table')).toBeVisible();
  await expect(admin.getByTestId('sidebar').locator('a[href="/system/zhgl/yhgl"]')).toBeVisible();
  await expect(admin.getByTestId('sidebar').locator('a[href="/system/zhgl/jsgl"]')).toHaveCount(0);
  // Typing the address does not open it either.
  await admin.goto('/system/zhgl/jsgl');
  await expect(admin).toHaveURL(/\/404/);

  await loginAs(page, 'anquan');
  await page.goto('/system/zhgl/jsgl/view?id=r-jiedao');
  await expect(page.getByTestId('role-grant')).toContainText('街道网格员');
  await page.locator('[data-menu-id="11100"]:visible').getByRole('button', { name: '展开' }).first().click();
  await page.locator('[data-menu-id="11101"]:visible').getByText('用户管理').first().click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  const member = await (await browser.newContext()).newPage();
  await loginAs(member, 'jiedao');
  expect((await rootMenuTitles(member)).join()).toContain('系统管理');
  await member.goto(USERS_PATH);
  await expect(member.getByTestId('data-table')).toBeVisible();
});
