import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const SHOTS = process.env.E2E_SHOTS_DIR;
const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.locator('.chakra-spinner')).toHaveCount(0);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('预约受理: a booking registered at the counter, accepted with two officers, becomes an inspection task of the brigade', async ({ page }) => {
  test.setTimeout(120_000);
  const applicant = `端到端${Date.now() % 100000}`;
  await loginAs(page, 'dadui');

  // 登记 in 待处理预约: the unit from the library, the matter, who asks and when.
  await page.goto('/gzxfyw/yysl/yyslDcl');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  await shoot(page, 'yyslDcl-list');
  await pane(page).getByTestId('action-new').click();
  const form = page.getByTestId('resource-form-appointment');
  await form.getByTestId('field-companyId').selectOption({ index: 1 });
  await form.getByTestId('field-kind').selectOption({ label: '监督检查' });
  await form.getByTestId('field-applicant').fill(applicant);
  await form.getByTestId('field-phone').fill('12345');
  await form.getByTestId('field-preferredDate').fill(chinaDate(5));
  await form.getByTestId('field-content').fill('开业前申请上门检查');
  await form.getByTestId('form-submit').click();
  await expect(form.getByText('联系电话格式不正确').first()).toBeVisible();
  await form.getByTestId('field-phone').fill('13800138000');
  await form.getByTestId('form-submit').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  // 办理: refused without a reason is stopped on the screen; accepted with the date and two officers.
  const row = pane(page).getByTestId('table-row').filter({ hasText: applicant });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-action-handle').click();
  const screen = page.getByTestId('handle-appointment');
  await expect(screen).toContainText('开业前申请上门检查');
  await screen.getByText('不予受理').click();
  await screen.getByTestId('handle-submit').click();
  await expect(screen.getByTestId('handle-error')).toContainText('不予受理理由不能为空');
  await screen.getByText('受理', { exact: true }).click();
  await screen.getByTestId('field-appointedDate').fill(chinaDate(6));
  await expect(screen.getByTestId('field-handlerId').locator('option')).not.toHaveCount(1);
  await screen.getByTestId('field-handlerId').selectOption({ index: 1 });
  await screen.getByTestId('field-assistantId').selectOption({ index: 1 });
  await screen.getByTestId('handle-submit').click();
  await expect(screen.getByTestId('handle-error')).toContainText('承办人与协办人不能是同一人');
  await screen.getByTestId('field-assistantId').selectOption({ index: 2 });
  await shoot(page, 'yyslBl');
  await screen.getByTestId('handle-submit').click();
  await expect(page.getByText('预约已受理').first()).toBeVisible();

  // The booking leaves the queue; 监督检查预约 shows it accepted with the task to open.
  await page.goto('/gzxfyw/yysl/yyslJdjc');
  const done = pane(page).getByTestId('table-row').filter({ hasText: applicant });
  await expect(done).toContainText('已受理');
  await shoot(page, 'yyslJdjc-list');
  await done.getByTestId('row-action-task').click();
  await expect(page.getByText('预约检查').first()).toBeVisible();
});
