import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const TITLE = `端到端工单${Date.now() % 100000}`;

async function rowOf(page: Page, status: string) {
  await pane(page).getByTestId('filter-keyword').fill(TITLE);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(status);
  return row;
}

test('派出所工单: a brigade issues an order, paichusuo receives, handles and returns it, the brigade closes it', async ({ browser }) => {
  // 福田大队 issues the order to 福田派出所.
  const brigade = await browser.newPage();
  await loginAs(brigade, 'dadui');
  await brigade.goto('/xtgl/pcsjg');
  await pane(brigade).getByTestId('action-new').click();
  const issue = brigade.getByTestId('resource-form-policeWorkOrder');
  await issue.getByText('福田派出所').click();
  await issue.getByTestId('field-title').fill(TITLE);
  await issue.getByTestId('field-content').fill('请对辖区夜间经营场所开展消防安全联合检查，重点检查疏散通道。');
  await issue.getByTestId('field-dueDate').fill('2099-06-30');
  await issue.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(brigade.getByText('操作成功').first()).toBeVisible();
  const sent = await rowOf(brigade, '已下发');
  // The issuer neither signs for nor handles it: the receiving unit does.
  await expect(sent.getByTestId('row-action-receive')).toHaveCount(0);

  // 福田派出所 signs for it, handles it with its findings and work report, and returns it.
  const police = await browser.newPage();
  await loginAs(police, 'paichusuo');
  await police.goto('/xtgl/pcsjg');
  await expect(pane(police).getByTestId('action-new')).toHaveCount(0);
  let row = await rowOf(police, '已下发');
  await row.getByTestId('row-action-receive').click();
  await police.getByTestId('confirm-ok').click();
  await expect(police.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(police, '已签收');
  await expect(row.getByTestId('row-action-reply')).toHaveCount(0);
  await row.getByTestId('row-action-edit').click();
  const handle = police.getByTestId('resource-form-policeWorkOrder');
  await expect(handle.getByTestId('field-title')).toHaveValue(TITLE);
  for (const width of [1440, 390]) {
    await police.setViewportSize({ width, height: 900 });
    await police.screenshot({ path: `test-results/work-orders-handle-${width}.png`, fullPage: true });
  }
  await police.setViewportSize({ width: 1280, height: 720 });
  await handle.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(handle.getByTestId('field-report-error')).toHaveText('工作报告不能为空');
  await handle.getByTestId('field-checkResult').selectOption('unqualified');
  await handle.getByTestId('field-hazardCount').fill('2');
  await handle.getByTestId('field-report').fill('检查酒吧、KTV共4家，发现疏散通道堆放杂物2处，已当场督促清理。');
  await handle.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(police.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(police, '已签收');
  await expect(row).toContainText('不合格');
  await row.getByTestId('row-action-reply').click();
  await police.getByTestId('confirm-ok').click();
  await expect(police.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(police, '已回复');
  await expect(row.getByTestId('row-action-close')).toHaveCount(0);

  // The brigade reviews and closes it.
  await brigade.reload();
  row = await rowOf(brigade, '已回复');
  await row.getByTestId('row-action-close').click();
  await brigade.getByTestId('confirm-comment').fill('办理情况属实，同意办结。');
  await brigade.getByTestId('confirm-ok').click();
  await expect(brigade.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(brigade, '已办结');
  await row.getByTestId('row-action-view').click();
  await expect(brigade.getByText('办理情况属实，同意办结。')).toBeVisible();
  await expect(brigade.getByText('检查酒吧、KTV共4家，发现疏散通道堆放杂物2处，已当场督促清理。')).toBeVisible();
});

test('work order screens at 1440 and 390 px: the list and the 下发工单 form', async ({ browser }) => {
  for (const width of [1440, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await loginAs(page, 'paichusuo');
    await page.goto('/xtgl/pcsjg');
    await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
    await page.screenshot({ path: `test-results/work-orders-list-${width}.png`, fullPage: false });
    await page.close();
    const brigade = await browser.newPage({ viewport: { width, height: 900 } });
    await loginAs(brigade, 'dadui');
    await brigade.goto('/xtgl/pcsjg');
    await pane(brigade).getByTestId('action-new').click();
    await expect(brigade.getByTestId('resource-form-policeWorkOrder').getByText('福田派出所')).toBeVisible();
    await brigade.screenshot({ path: `test-results/work-orders-issue-${width}.png`, fullPage: true });
    await brigade.close();
  }
});
