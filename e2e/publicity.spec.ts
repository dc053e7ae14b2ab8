import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.locator('.chakra-spinner')).toHaveCount(0);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function confirm(page: Page, comment?: string) {
  if (comment !== undefined) await page.getByTestId('confirm-comment').fill(comment);
  await page.getByTestId('confirm-ok').click();
}

test('宣传审核: an article written by staff is returned with an opinion, resubmitted, approved and shown as published', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `电动车充电防火须知${Date.now() % 100000}`;
  await loginAs(page, 'dadui');
  await page.goto('/gzxfyw/xck/xcZsk');
  await pane(page).getByTestId('action-new').click();
  const form = page.getByTestId('resource-form-publicityKnowledge');
  await form.getByTestId('field-title').fill(title);
  await form.getByTestId('field-category').selectOption({ label: '防火常识' });
  await form.getByTestId('field-body').fill('电动自行车不得在楼道、安全出口处停放充电。');
  await form.getByTestId('form-submit').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  const row = pane(page).getByTestId('table-row').filter({ hasText: title });
  await expect(row).toContainText('草稿');
  await row.getByTestId('row-action-submit').click();
  await confirm(page);
  await expect(row).toContainText('待审核');
  await shoot(page, 'xcZsk-list');

  // The reviewer of the detachment returns it with an opinion.
  const reviewerPage = await (await browser.newContext()).newPage();
  await loginAs(reviewerPage, 'zhidui');
  await reviewerPage.goto('/gzxfyw/dsh');
  const pending = pane(reviewerPage).getByTestId('table-row').filter({ hasText: title });
  await expect(pending).toContainText('待审核');
  await shoot(reviewerPage, 'dsh-list');
  await pending.getByTestId('row-action-return').click();
  await confirm(reviewerPage, '请补充充电时间和充电器选用要求');
  await expect(reviewerPage.getByText('已退回').first()).toBeVisible();

  // The author sees the opinion, edits and resubmits.
  await page.reload();
  await expect(row).toContainText('请补充充电时间和充电器选用要求');
  await row.getByTestId('row-action-edit').click();
  await form.getByTestId('field-body').fill('电动自行车不得在楼道、安全出口处停放充电；充电时间不宜超过8小时，使用原厂充电器。');
  await form.getByTestId('form-submit').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await row.getByTestId('row-action-submit').click();
  await confirm(page);
  await expect(row).toContainText('待审核');

  // Approved, it is published.
  await reviewerPage.reload();
  await pending.getByTestId('row-action-approve').click();
  await confirm(reviewerPage);
  await expect(reviewerPage.getByText('已审核通过并发布').first()).toBeVisible();
  await page.reload();
  await expect(row).toContainText('已发布');
  await expect(row.getByTestId('row-action-submit')).toHaveCount(0);
});

test('培训任务: a session planned for two units is held with their attendance, then closed', async ({ page }) => {
  test.setTimeout(120_000);
  const topic = `消防安全培训${Date.now() % 100000}`;
  await loginAs(page, 'dadui');
  await page.goto('/gzxfyw/pxrw');
  await pane(page).getByTestId('action-new').click();
  const form = page.getByTestId('resource-form-trainingSession');
  await form.getByTestId('field-topic').fill(topic);
  await form.getByTestId('field-trainingDate').fill(chinaDate(3));
  await form.getByTestId('field-place').fill('福田消防大队三楼会议室');
  await expect(form.getByTestId('field-unitIds').locator('option')).not.toHaveCount(1);
  await form.getByTestId('field-unitIds').selectOption({ index: 1 });
  await form.getByTestId('field-unitIds').selectOption({ index: 2 });
  await expect(form.getByTestId('field-unitIds-chosen').locator('.chakra-tag__root')).toHaveCount(2);
  await form.getByTestId('form-submit').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  const row = pane(page).getByTestId('table-row').filter({ hasText: topic });
  await expect(row).toContainText('待培训');
  await row.getByTestId('row-action-hold').click();
  const screen = page.getByTestId('hold-training');
  const counts = screen.locator('input[type="number"]');
  await expect(counts).toHaveCount(2);
  await counts.nth(0).fill('25');
  await screen.getByTestId('hold-submit').click();
  await expect(screen.getByTestId('hold-error')).toBeVisible();
  await counts.nth(1).fill('0');
  await shoot(page, 'pxrwDj');
  await screen.getByTestId('hold-submit').click();
  await expect(page.getByText('培训已登记').first()).toBeVisible();

  await expect(row).toContainText('已培训');
  await expect(row).toContainText('25');
  await row.getByTestId('row-action-close').click();
  await confirm(page);
  await expect(row).toContainText('已办结');
  await shoot(page, 'pxrw-list');
});
