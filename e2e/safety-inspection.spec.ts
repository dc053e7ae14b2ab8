import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

/** The visible tab's content: the tags view keeps other tabs mounted (hidden). */
const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const SHOTS = process.env.E2E_SHOTS_DIR;

async function api<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const res = await request.post(`/api${url}`, { headers: { token }, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

/** Screenshots at desktop and phone width, when a directory is given (looked at by hand). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const chinaDate = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

test('安全检查: a commitment is permitted on the spot, the verification finds a mismatch, the permit is revoked and a credit record appears', async ({ page, request }) => {
  const place = `端到端KTV${Date.now() % 100000}`;
  await loginAs(page, 'dadui');
  await page.goto('/aqjc/sldj/sldjCn');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  await shoot(page, 'sldjCn-list');
  await pane(page).getByRole('button', { name: '受理登记' }).click();

  // 受理登记 (基本信息登记): 承诺制, with the materials handed in.
  const form = page.locator('[data-testid^="resource-form-safetyInspection"]');
  await expect(form).toBeVisible();
  await form.getByTestId('field-companyId').selectOption({ index: 1 });
  await form.getByTestId('field-applicant').fill('陈志远');
  await form.getByTestId('field-phone').fill('13800001234');
  await form.getByTestId('field-placeName').fill(place);
  await form.getByTestId('field-area').fill('860');
  await form.getByTestId('field-address').fill('福田区深南大道1号3楼');
  await shoot(page, 'jbxxdj');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  // Permitted on the spot, with its numbered writ.
  await pane(page).getByTestId('filter-keyword').fill(place);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: place });
  await expect(row).toContainText('已许可');
  await expect(row).toContainText(/深消安字〔\d{4}〕\d+号/);
  await row.getByTestId('row-action-handle').click();

  // 检查登记: the verification by two officers, due within the working-day deadline.
  const handle = page.getByTestId('safety-handle');
  await expect(handle.getByTestId('safety-download-permit')).toBeVisible();
  await handle.getByTestId('field-agentId').selectOption({ label: '李明辉' });
  await handle.getByTestId('field-assistantHandlerId').selectOption({ index: 2 });
  await handle.getByTestId('field-endDate').fill(chinaDate(-1));
  await handle.getByTestId('dispatch-submit').click();
  await expect(handle.getByTestId('safety-handle-error')).toContainText('截止日期不能早于今天');
  await handle.getByTestId('field-endDate').fill(chinaDate(3));
  await shoot(page, 'checkUnchecked');
  await handle.getByTestId('dispatch-submit').click();
  await expect(handle.getByTestId('safety-facts')).toContainText('核查中');

  // The officer accepts the task, then fills its check record: the place does not match the commitment.
  const token = await tokenFor(request, 'dadui');
  const app = (await api<{ records: { id: string; taskId: string }[] }>(request, token, '/aqjc/application/page', { keyword: place })).records[0];
  await api(request, token, '/supervision/accept', { id: app.taskId, version: 1 });
  await page.goto('/aqjc/sldj/sldjCn');
  await pane(page).getByTestId('filter-keyword').fill(place);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  await row.getByTestId('row-action-editRecord').click();
  const record = page.getByTestId('check-record');
  await record.getByTestId('field-template').selectOption({ index: 1 });
  await record.getByTestId('add-hazard').click();
  await record.getByTestId('field-hazard-0').fill('包厢疏散门上锁，与承诺不符');
  await record.getByTestId('field-passed-0').click();
  await record.getByTestId('field-finding-0').fill('包厢疏散门上锁');
  await record.getByTestId('field-checkResult').selectOption('immediate');
  await record.getByTestId('field-causeId').selectOption({ index: 1 });
  await record.getByTestId('field-unitSigner').fill('陈志远');
  await record.getByTestId('check-record-save').click();
  await expect(record).toBeHidden();

  // 办结 (提示/确定): the permit is revoked and the false commitment goes to the credit record.
  await pane(page).getByTestId('filter-keyword').press('Enter');
  await row.getByTestId('row-action-handle').click();
  await handle.getByTestId('safety-conclude').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('提示');
  await page.getByTestId('confirm-ok').click();
  const facts = handle.getByTestId('safety-facts');
  await expect(facts).toContainText('已撤销许可');
  await expect(facts).toContainText('许可已撤销');
  await expect(facts).toContainText('虚假承诺');
  await shoot(page, 'accepted-revoked');
  const permits = await api<{ records: { placeName: string; status: string }[] }>(request, token, '/fh/securityCheckPermit/page', { keyword: place });
  expect(permits.records).toEqual([expect.objectContaining({ placeName: place, status: 'revoked' })]);
});
