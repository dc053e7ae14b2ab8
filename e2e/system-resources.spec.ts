import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

/** The visible tab's content: the tags view keeps other tabs mounted (hidden), with the same labels. */
const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');

/** A form saves, says so and goes back to its list. */
async function submitForm(page: Page, form: ReturnType<Page['getByTestId']>) {
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('操作成功').first()).toBeVisible();
}

test('message templates: create, find by filter, edit, delete with the confirm dialog', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/system/xxmb');
  await pane(page).getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('resource-form-noticeTemplate');
  await expect(form).toBeVisible();
  await form.getByLabel('模板名称').fill('端到端模板');
  await form.getByLabel('模板编码').fill('E2E_TEMPLATE');
  await form.getByLabel('消息标题').fill('任务${taskName}已到达');
  await form.getByLabel('模板内容').fill('请及时处理任务${taskName}。');
  await submitForm(page, form);

  await pane(page).getByTestId('filter-name').fill('端到端');
  await pane(page).getByTestId('filter-apply').click();
  await expect(pane(page).getByTestId('table-row')).toHaveCount(1);
  await expect(pane(page).getByTestId('table-row')).toContainText('E2E_TEMPLATE');

  await pane(page).getByTestId('table-row').getByRole('button', { name: '编辑' }).click();
  const edit = page.getByTestId('resource-form-noticeTemplate');
  await expect(edit.getByLabel('模板名称')).toHaveValue('端到端模板');
  await expect(edit.getByLabel('模板编码')).toHaveValue('E2E_TEMPLATE');
  await edit.getByLabel('模板名称').fill('端到端模板（改）');
  await submitForm(page, edit);
  await expect(pane(page).getByTestId('table-row')).toContainText('端到端模板（改）');

  await pane(page).getByTestId('table-row').getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('确定删除吗?');
  await page.getByTestId('confirm-ok').click();
  await expect(pane(page).getByTestId('table-empty')).toBeVisible();
});

test('a bad form value names the field in Chinese and saves nothing', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/system/xxmb');
  // The total once the list has loaded (the seeded templates), not the empty count before it.
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  const before = await pane(page).getByTestId('pagination-total').innerText();
  await pane(page).getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('resource-form-noticeTemplate');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(form.getByText('模板名称不能为空')).toBeVisible();
  await page.goto('/system/xxmb');
  await expect(pane(page).getByTestId('pagination-total')).toHaveText(before);
});

test('the operation log lists what a user just did, filterable by person', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/xfjc/personalCenter');
  await pane(page).getByTestId('personal-phone').fill('13912345678');
  await pane(page).getByTestId('personal-submit').click();
  await expect(page.getByText('个人信息已保存').first()).toBeVisible();
  // The audit log is the audit administrator's (三员分立).
  await page.context().clearCookies();
  await loginAs(page, 'shenji');
  await page.goto('/system/rzck');
  await pane(page).getByTestId('filter-userName').fill('系统管理员');
  await pane(page).getByTestId('filter-apply').click();
  await expect(pane(page).getByTestId('table-row').first()).toContainText('updatePersonalCenter');
});
