import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const SHOTS = process.env.E2E_SHOTS_DIR;

async function api<T>(request: APIRequestContext, token: string, url: string, params?: Record<string, string>): Promise<T> {
  const res = await request.get(`/api${url}`, { headers: token ? { token } : {}, params });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

type View = { rows: { key: string; values: number[] }[] };
const complaintsServed = async (request: APIRequestContext, token: string) =>
  (await api<View>(request, token, '/statistics/view', { view: 'publicServices' })).rows.find((r) => r.key === 'complaint')?.values[4] ?? 0;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.locator('.chakra-spinner')).toHaveCount(0);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function openRow(page: Page, path: string, place: string, status: string) {
  await page.goto(path);
  await pane(page).getByTestId('filter-keyword').fill(place);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: place }).filter({ hasText: status });
  await expect(row).toHaveCount(1);
  return row;
}

/** Another person on the same page: the stored session is dropped first (the login page sends a signed-in person home). */
async function switchTo(page: Page, account: string) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await loginAs(page, account);
}

async function submitMove(page: Page) {
  await page.getByTestId('complaint-move-submit').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
}

test('投诉受理 → 举报投诉核查: registered with a map point, forwarded to 福田大队, verified by dadui, replied, reviewed and counted', async ({ page, request }) => {
  test.setTimeout(180_000);
  const place = `好运超市${Date.now() % 1_000_000}`;
  const zhidui = await tokenFor(request, 'zhidui');
  const before = await complaintsServed(request, zhidui);

  // 投诉登记 by the detachment's intake: the caller, the place, the map point, what is complained of.
  await loginAs(page, 'zhidui');
  await page.goto('/gzxfyw/tssl');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  await shoot(page, 'tssl-list');
  await pane(page).getByTestId('action-new').click();
  const form = page.getByTestId('resource-form-complaint');
  await form.getByTestId('field-callerName').fill('王先生');
  await form.getByTestId('field-callerPhone').fill('13800138000');
  await form.getByTestId('field-placeName').fill(place);
  await form.getByTestId('field-address').fill('深圳市福田区福华路88号');
  await form.getByTestId('field-lng').fill('200');
  await form.getByTestId('field-lat').fill('22.5431');
  await form.getByTestId('field-content').fill('超市后门安全出口被上锁，货物堵塞疏散通道');
  await form.getByTestId('form-submit').click();
  await expect(form.getByText('经度不能大于136').first()).toBeVisible();
  await form.getByTestId('field-lng').fill('114.0579');
  await shoot(page, 'tssl-add');
  await form.getByTestId('form-submit').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  // 预处理: forwarded to 福田大队.
  let row = await openRow(page, '/gzxfyw/tssl', place, '待预处理');
  await expect(row.getByTestId('row-action-reply')).toHaveCount(0);
  await row.getByTestId('row-action-preHandle').click();
  await expect(page.getByTestId('complaint-move')).toContainText(place);
  await page.getByTestId('field-organId').selectOption({ label: '深圳市福田区消防救援大队' });
  await shoot(page, 'beforehandler');
  await submitMove(page);
  await expect(pane(page).getByTestId('table-row').filter({ hasText: place })).toContainText('待核查');

  // 举报投诉核查 by dadui: 核查记录 with the finding.
  await switchTo(page, 'dadui');
  row = await openRow(page, '/xfjdjc/jbtshc', place, '待核查');
  await shoot(page, 'jbtshc-list');
  // 发送核查 offers the unit, the two officers of the brigade and the due date; this one is verified without an inspection.
  await row.getByTestId('row-action-send').click();
  await expect(page.getByTestId('field-agentId').locator('option')).not.toHaveCount(1);
  await shoot(page, 'jbtshc-send');
  await page.getByRole('button', { name: '取消' }).click();
  row = await openRow(page, '/xfjdjc/jbtshc', place, '待核查');
  await row.getByTestId('row-action-verify').click();
  await page.getByTestId('complaint-move-submit').click();
  await expect(page.getByTestId('complaint-move-error')).toBeVisible();
  await page.getByTestId('field-finding').selectOption('true');
  await page.getByTestId('field-verifyNote').fill('现场核查属实，已责令当场打开安全出口、清理通道');
  await shoot(page, 'jbtshc-record');
  await submitMove(page);
  await expect(pane(page).getByTestId('table-row').filter({ hasText: place })).toContainText('待回复');

  // 办理: the reply, then the complainant's review closes it.
  await switchTo(page, 'zhidui');
  row = await openRow(page, '/gzxfyw/tssl', place, '待回复');
  await row.getByTestId('row-action-reply').click();
  await page.getByTestId('field-reply').fill('您反映的问题经核查属实，已责令整改，感谢您的监督。');
  await shoot(page, 'reportProessing');
  await submitMove(page);
  row = await openRow(page, '/gzxfyw/tssl', place, '待评价');
  await row.getByTestId('row-action-review').click();
  await page.getByTestId('field-satisfaction').selectOption('5');
  await submitMove(page);
  row = await openRow(page, '/gzxfyw/tssl', place, '已办结');
  await row.getByTestId('row-action-view').click();
  await expect(page.getByText('现场核查属实').first()).toBeVisible();
  await shoot(page, 'tsslView');

  // Counted: 公众服务统计 (10500) moved by one, and the heat map has its point.
  expect(await complaintsServed(request, zhidui)).toBe(before + 1);
  const heat = await api<{ points: { lng: number; lat: number }[] } | { lng: number; lat: number }[]>(request, '', '/controlCabin/heatPoints');
  const points = Array.isArray(heat) ? heat : heat.points;
  expect(points.some((p) => Math.abs(p.lng - 114.0579) < 1e-6 && Math.abs(p.lat - 22.5431) < 1e-6)).toBe(true);
});
