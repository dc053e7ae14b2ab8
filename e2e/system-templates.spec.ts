import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');

test('a writ is drafted from its template, issued with the next number, and downloads as .docx', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/system/wsmb/mbsz');
  await pane(page).getByTestId('filter-name').fill('ZLXQGZ');
  await pane(page).getByTestId('filter-apply').click();
  await expect(pane(page).getByTestId('table-row')).toHaveCount(1);
  await pane(page).getByTestId('table-row').getByRole('button', { name: '拟制文书' }).click();

  const form = page.getByTestId('resource-form-writDocument');
  await expect(form.getByTestId('field-fill')).toHaveValue('wt-zlxqgz');
  const blanks = form.locator('[data-testid^="field-fill-"]');
  const count = await blanks.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await blanks.nth(i).fill(`端到端内容${i + 1}`);
  await form.getByTestId('field-partyName').fill('端到端测试商场');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  await page.goto('/system/wsmb/mbsz?tab=writDocument');
  await pane(page).getByTestId('filter-keyword').fill('端到端测试商场');
  await pane(page).getByTestId('filter-apply').click();
  const row = pane(page).getByTestId('table-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '签发' }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(row).toContainText(/〔\d{4}〕\d+号/);

  await row.getByRole('button', { name: '查看' }).click();
  await expect(page.getByTestId('writ-number')).toContainText(/〔\d{4}〕\d+号/);
  await expect(page.getByTestId('writ-paper')).toContainText('端到端内容1');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('writ-download').click()]);
  expect(download.suggestedFilename()).toMatch(/〔\d{4}〕\d+号\.docx$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('a form configuration is designed with a live preview that checks its rules', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/system/wsmb/bdpz');
  await pane(page).getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('resource-form-formConfiguration');
  await form.getByTestId('field-name').fill('端到端检查表');
  await form.getByTestId('field-code').fill('e2e_check');
  await form.getByTestId('field-fields-0-label').fill('检查人');
  await form.getByTestId('field-fields-0-key').fill('inspector');
  await form.getByTestId('field-fields-0').getByText('必填').click();
  // The preview applies the designed rule: the required field is named when left empty.
  await form.getByTestId('field-fields-preview-form-submit').click();
  await expect(form.getByTestId('field-fields-preview')).toContainText('检查人不能为空');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await pane(page).getByTestId('filter-name').fill('e2e_check');
  await pane(page).getByTestId('filter-apply').click();
  await expect(pane(page).getByTestId('table-row')).toContainText('端到端检查表');
});

test('returning a regulation for review needs an opinion, and the opinion is kept', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/system/jck/guifanku');
  await pane(page).getByTestId('filter-status').selectOption('reviewing');
  await pane(page).getByTestId('filter-apply').click();
  const row = pane(page).getByTestId('table-row').first();
  const title = (await row.locator('[data-column="title"]').innerText()).trim();
  await row.getByRole('button', { name: '退回' }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-comment-error')).toHaveText('退回意见不能为空');
  await page.getByTestId('confirm-comment').fill('请补充条文出处');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await pane(page).getByTestId('filter-status').selectOption('draft');
  await pane(page).getByTestId('filter-apply').click();
  await expect(pane(page).getByTestId('table-row').filter({ hasText: title })).toHaveCount(1);
});
