import { expect, test, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('专项监督检查: dadui drafts a campaign, publishes it and sees the tasks it dispatched', async ({ page, request }) => {
  const token = await tokenFor(request, 'dadui');
  const areas = ((await (await request.get('/api/supervision/campaign/areas', { headers: { token } })).json()) as { data: { code: string; name: string }[] }).data;
  const futian = areas.find((a) => a.name === '福田区')!;
  const name = `消防通道专项检查${Date.now() % 100000}`;

  await loginAs(page, 'dadui');
  await page.goto('/xfjdjc/zxjdjc');
  await expect(pane(page).getByTestId('table-row').filter({ hasText: '冬春火灾防控重点单位专项检查' })).toContainText('已发布');
  await pane(page).getByRole('button', { name: '新增' }).click();
  const form = page.getByTestId('resource-form-campaign');
  await form.getByTestId('field-name').fill(name);
  await form.getByTestId('field-periodFrom').fill('2099-01-01');
  await form.getByTestId('field-periodTo').fill('2099-02-28');
  // 重点单位 is checked by default; 九小场所 added.
  await expect(form.getByTestId('field-unitCategories-1')).toBeChecked();
  await form.getByTestId('field-unitCategories').getByText('九小场所').click();
  await form.getByTestId('field-areaCodes').getByText(`福田区（${futian.code}）`).click();
  await expect(form.getByTestId('field-areaCodes').getByText('罗湖区', { exact: false })).toHaveCount(0);
  await form.getByTestId('field-taskEndDate').fill('2099-02-15');
  await form.getByTestId('field-content').fill('检查疏散通道、安全出口是否畅通，防火门是否常闭。');
  await shoot(page, 'campaign-form');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(form).toBeHidden();

  const row = pane(page).getByTestId('table-row').filter({ hasText: name });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: '发布' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已发布，检查任务已下发').first()).toBeVisible();
  await expect(row).toContainText('已发布');
  await expect(row).toContainText(/任务\d+ \/ 已检查0/);
  await expect(row.getByRole('button', { name: '发布' })).toHaveCount(0);
  await shoot(page, 'campaign-list');

  await row.getByRole('button', { name: '查看' }).click();
  const tasks = page.getByText('专项检查任务');
  await expect(tasks.first()).toBeVisible();
  await expect(page.getByTestId('table-row').filter({ hasText: '待接收' }).first()).toBeVisible();
  await expect(page.getByTestId('detail-edit')).toHaveCount(0);
  await shoot(page, 'campaign-detail');

  // Closing: the campaign's tasks go on; the row then offers neither 发布 nor 关闭.
  await page.goto('/xfjdjc/zxjdjc');
  await row.getByRole('button', { name: '关闭' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已关闭');
  await expect(row.getByRole('button', { name: '关闭' })).toHaveCount(0);
});

test('双随机抽取: dadui draws two key units with a seed on the draw screen and sees it published', async ({ page }) => {
  await loginAs(page, 'dadui');
  await page.goto('/xfjdjc/xfaqjc');
  await pane(page).getByRole('button', { name: '双随机抽取' }).click();
  const screen = page.getByTestId('draw-screen');
  await expect(screen).toBeVisible();
  await screen.getByTestId('field-unitCategory').selectOption('1');
  await screen.getByTestId('field-count').fill('2');
  await screen.getByTestId('field-endDate').fill('2099-03-31');
  await screen.getByTestId('field-seed').fill('4242');
  await screen.getByTestId('draw-submit').click();
  await page.getByRole('button', { name: '确定' }).click();
  const result = screen.getByTestId('draw-result');
  await expect(result.getByTestId('draw-result-seed')).toHaveText('随机种子 4242');
  await expect(result.getByTestId('draw-task')).toHaveCount(2);
  const latest = screen.getByTestId('draw-record').first();
  await expect(latest.getByTestId('draw-seed')).toHaveText('随机种子 4242');
  await expect(latest.getByTestId('draw-task')).toHaveCount(2);
  await shoot(page, 'draw-screen');
});
