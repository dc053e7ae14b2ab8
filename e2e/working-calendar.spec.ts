import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');

async function fillPeriod(page: Page, name: string, start: string, end: string) {
  const form = page.getByTestId('resource-form-calendarPeriod');
  await expect(form).toBeVisible();
  await form.getByLabel('名称').fill(name);
  await form.getByLabel('开始日期').fill(start);
  await form.getByLabel('开始日期').press('Tab');
  await form.getByLabel('结束日期').fill(end);
  await form.getByLabel('结束日期').press('Tab');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  return form;
}

test('节假日设置: the administrator adds next year’s 元旦, and an overlapping period is refused with the period it meets', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/system/jjrsz');
  await expect(pane(page).getByTestId('table-row').first()).toContainText('国庆节调休上班');

  await pane(page).getByRole('button', { name: '新增' }).click();
  const form = await fillPeriod(page, '元旦', '2027-01-01', '2027-01-03');
  await expect(form).toBeHidden();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await expect(pane(page).getByTestId('table-row').first()).toContainText('2027-01-01');

  await pane(page).getByRole('button', { name: '新增' }).click();
  const overlap = await fillPeriod(page, '跨年假期', '2026-12-31', '2027-01-01');
  await expect(page.getByText('与「元旦」（2027-01-01至2027-01-03）的日期重叠').first()).toBeVisible();
  await expect(overlap).toBeVisible();
});
