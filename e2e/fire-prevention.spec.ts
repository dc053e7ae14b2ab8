import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const TITLE = `端到端防控${Date.now() % 100000}`;
const submit = (page: Page, formTestId: string) => page.getByTestId(formTestId).getByRole('button', { name: /^(保存|提交)$/ }).click();

async function rowOf(page: Page, status: string) {
  await pane(page).getByTestId('filter-keyword').fill(TITLE);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(status);
  return row;
}

test('防控工单: 支队 drafts an order and sends it for approval, approves and dispatches it; 福田大队 completes its part; 任务统计 counts it', async ({ browser }) => {
  test.setTimeout(120_000);
  const detachment = await browser.newPage();
  await loginAs(detachment, 'zhidui');
  await detachment.goto('/hzfkrw/hzfkGd');
  await pane(detachment).getByTestId('action-new').click();
  const form = 'resource-form-firePreventionOrder';
  await detachment.getByTestId(form).getByText('深圳市福田区消防救援大队').click();
  await detachment.getByTestId(form).getByTestId('field-title').fill(TITLE);
  await detachment.getByTestId(form).getByTestId('field-startDate').fill('2026-01-01');
  await detachment.getByTestId(form).getByTestId('field-endDate').fill('2099-03-31');
  await submit(detachment, form);
  await expect(detachment.getByTestId(form).getByTestId('field-content-error')).toHaveText('任务内容不能为空');
  await detachment.getByTestId(form).getByTestId('field-content').fill('对辖区人员密集场所开展冬春火灾防控检查。');
  await submit(detachment, form);
  await expect(detachment.getByText('操作成功').first()).toBeVisible();

  // 送审, then 审批通过 (a leader of the issuing unit): the order is dispatched to the brigade.
  let row = await rowOf(detachment, '草稿');
  await row.getByTestId('row-action-submit').click();
  await detachment.getByTestId('confirm-ok').click();
  await expect(detachment.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(detachment, '待审批');
  await expect(row.getByTestId('row-action-edit')).toHaveCount(0);
  await row.getByTestId('row-action-approve').click();
  await detachment.getByTestId('confirm-comment').fill('同意下发。');
  await detachment.getByTestId('confirm-ok').click();
  await expect(detachment.getByText('操作成功').first()).toBeVisible();
  await rowOf(detachment, '已下发');

  // 福田大队 completes its part from 任务统计 (按接收单位统计) with a short report.
  const brigade = await browser.newPage();
  await loginAs(brigade, 'dadui');
  await brigade.goto('/hzfkrw/hzfkTj?tab=firePreventionTask');
  const part = await rowOf(brigade, '待完成');
  await part.getByTestId('row-action-edit').click();
  const done = 'resource-form-firePreventionTask';
  await brigade.getByTestId(done).getByTestId('field-report').fill('检查单位12家，整改隐患5处。');
  await submit(brigade, done);
  await expect(brigade.getByText('操作成功').first()).toBeVisible();
  await rowOf(brigade, '已完成');

  // 任务统计 (按任务统计) counts the brigade's part done.
  await detachment.goto('/hzfkrw/hzfkTj');
  row = await rowOf(detachment, '已完成');
  await expect(row).toContainText('1/1');
  await row.getByTestId('row-action-view').click();
  await expect(detachment.getByText('检查单位12家，整改隐患5处。')).toBeVisible();
});
