import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');

test('智能客服: a question typed in Chinese is answered from the knowledge base and counted in 客服统计', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/gzxfyw/znkf/znkfWdk');
  await expect(pane(page).getByTestId('table-row').filter({ hasText: '灭火器怎么用' }).first()).toBeVisible();

  await pane(page).getByRole('button', { name: '智能问答' }).click();
  await page.getByTestId('ask-question').fill('灭火器如何使用？');
  await page.getByTestId('ask-submit').click();
  await expect(page.getByTestId('ask-answer-question')).toHaveText('灭火器怎么用');
  await expect(page.getByTestId('ask-answer-text')).toContainText('提、拔、握、压');

  await page.getByTestId('ask-question').fill('疏散通道被堵了怎么办');
  await page.getByTestId('ask-submit').click();
  await expect(page.getByTestId('ask-answer-question')).toHaveText('疏散通道被堵怎么办');

  await page.getByTestId('ask-question').fill('明天会下雨吗');
  await page.getByTestId('ask-submit').click();
  await expect(page.getByTestId('ask-no-answer')).toBeVisible();

  await page.goto('/gzxfyw/znkf/znkfTj');
  await expect(page.getByTestId('qa-stats-entries')).toContainText('灭火器怎么用');
  await expect(page.getByTestId('qa-stats-misses')).toContainText('明天会下雨吗');
});

test('在线留言: staff reply to a pending message; the answered one offers no 回复', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/gzxfyw/znkf/znkfLy');
  const row = pane(page).getByTestId('table-row').filter({ hasText: '灭火器压力表指针到红区' });
  await expect(row).toContainText('待回复');
  await row.getByRole('button', { name: '回复' }).click();
  const form = page.getByTestId('resource-form-leaveWord');
  await form.getByLabel('回复内容').fill('您好，可联系具备资质的消防技术服务机构充装维修，或拨打96119咨询。');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  const answered = pane(page).getByTestId('table-row').filter({ hasText: '灭火器压力表指针到红区' });
  await expect(answered).toContainText('已回复');
  await expect(answered.getByRole('button', { name: '回复' })).toHaveCount(0);
});
