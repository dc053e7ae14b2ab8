import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

/** The visible tab's content: the tags view keeps other tabs mounted (hidden). */
const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const SHOTS = process.env.E2E_SHOTS_DIR;

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const res = method === 'GET' ? await request.get(`/api${url}`, { headers: { token }, params: data as Record<string, string> }) : await request.post(`/api${url}`, { headers: { token }, data });
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

test('大型活动: dadui registers an event, accepts it, dispatches the check, records it and concludes 不予举办 with the notice', async ({ page, request }) => {
  const name = `端到端音乐节${Date.now() % 100000}`;
  await loginAs(page, 'dadui');
  await page.goto('/xfjdjc/dxhd');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  await shoot(page, 'dxhd-list');
  await pane(page).getByRole('button', { name: '登记' }).click();
  const form = page.getByTestId('resource-form-largeEvent');
  await expect(form).toBeVisible();
  await form.getByTestId('field-name').fill(name);
  await form.getByTestId('field-organiser').fill('深圳某文化传媒有限公司');
  await form.getByTestId('field-organId').selectOption({ label: '深圳市福田区消防救援大队' });
  await form.getByTestId('field-companyId').selectOption({ index: 1 });
  await form.getByTestId('field-place').fill('福田体育公园');
  await form.getByTestId('field-address').fill('福田区福强路3030号');
  await form.getByTestId('field-startAt').fill(`${chinaDate(30)} 19:00:00`);
  await form.getByTestId('field-endAt').fill(`${chinaDate(30)} 22:00:00`);
  await form.getByTestId('field-attendance').fill('6000');
  await form.getByTestId('field-contactPerson').fill('王志强');
  await form.getByTestId('field-contactPhone').fill('13900001111');
  await form.getByTestId('field-safetyPlan').fill('设疏散引导员二十名，配置灭火器与应急照明。');
  await shoot(page, 'dxhd-register');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  await pane(page).getByTestId('filter-keyword').fill(name);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: name });
  await expect(row).toContainText('待受理');
  await row.getByTestId('row-action-handle').click();

  // 办理: 受理 (提示/确定), then the check before the event by two officers.
  const handle = page.getByTestId('event-handle');
  await handle.getByTestId('event-accept').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('确定受理该大型活动吗');
  await page.getByTestId('confirm-ok').click();
  await expect(handle.getByTestId('dispatch-form')).toBeVisible();
  await handle.getByTestId('field-agentId').selectOption({ label: '李明辉' });
  await handle.getByTestId('field-assistantHandlerId').selectOption({ index: 2 });
  // Due after the event starts: refused with the rule's words.
  await handle.getByTestId('field-endDate').fill(chinaDate(40));
  await handle.getByTestId('dispatch-submit').click();
  await expect(handle.getByTestId('event-handle-error')).toContainText('截止日期须早于活动开始日期');
  await handle.getByTestId('field-endDate').fill(chinaDate(20));
  await shoot(page, 'dxhd-handle');
  await handle.getByTestId('dispatch-submit').click();
  await expect(row).toContainText('检查中');

  // The officer accepts the task (消防安全检查's own move), then 修改检查记录 opens the task's check record.
  const token = await tokenFor(request, 'dadui');
  const event = (await api<{ records: { id: string; taskId: string }[] }>(request, token, 'POST', '/largescaleactivityinspection/list', { keyword: name })).records[0];
  await api(request, token, 'POST', '/supervision/accept', { id: event.taskId, version: 1 });
  await pane(page).getByTestId('filter-keyword').press('Enter');
  await row.getByTestId('row-action-editRecord').click();
  const record = page.getByTestId('check-record');
  await record.getByTestId('field-template').selectOption({ index: 1 });
  // A hazard found on the spot: 责令立即改正, its notice served by the check record (the core's rectify notices).
  await record.getByTestId('add-hazard').click();
  await record.getByTestId('field-hazard-0').fill('临时舞台周边堆放可燃包装物');
  await record.getByTestId('field-passed-0').click();
  await record.getByTestId('field-finding-0').fill('舞台周边堆放可燃物');
  await record.getByTestId('field-checkResult').selectOption('immediate');
  await record.getByTestId('field-causeId').selectOption({ index: 1 });
  await record.getByTestId('field-unitSigner').fill('王志强');
  await record.getByTestId('check-record-save').click();
  await expect(record).toBeHidden();

  // 办结: a check that is not qualified refuses the event.
  await pane(page).getByTestId('filter-keyword').press('Enter');
  await expect(row).toContainText('责令立即改正');
  await row.getByTestId('row-action-handle').click();
  await page.getByTestId('event-conclude').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('提示');
  await page.getByTestId('confirm-ok').click();
  await expect(row).toContainText('不予举办');
  const done = (await api<{ records: { immediateNoticeNumber: string | null }[] }>(request, token, 'POST', '/largescaleactivityinspection/list', { keyword: name })).records[0];
  expect(done.immediateNoticeNumber).toMatch(/号$/);
  await expect(row.getByTestId('row-action-handle')).toHaveCount(0);
});

test('移交受理: paichusuo hands a hazard over, the brigade accepts it with a task, the police station sees the outcome', async ({ page, browser }) => {
  const unitName = `端到端网吧${Date.now() % 100000}`;
  await loginAs(page, 'paichusuo');
  await page.goto('/xfjdjc/yjsl');
  await pane(page).getByRole('button', { name: '移交' }).click();
  const form = page.getByTestId('resource-form-handover');
  await form.getByTestId('field-receiverOrganId').selectOption({ label: '深圳市福田区消防救援大队' });
  await form.getByTestId('field-unitName').fill(unitName);
  await form.getByTestId('field-address').fill('福田区华强北路88号');
  await form.getByTestId('field-hazard').fill('安全出口锁闭，灭火器过期');
  await form.getByTestId('field-foundDate').fill(chinaDate(0));
  await shoot(page, 'yjsl-add');
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(form).toBeHidden();
  const mine = pane(page).getByTestId('table-row').filter({ hasText: unitName });
  await expect(mine).toContainText('待受理');
  await expect(mine.getByTestId('row-action-accept')).toHaveCount(0);

  const brigade = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(brigade, 'dadui');
  await brigade.goto('/xfjdjc/yjsl');
  const row = pane(brigade).getByTestId('table-row').filter({ hasText: unitName });
  await expect(row).toContainText('待受理');
  await shoot(brigade, 'yjsl-list');
  await row.getByTestId('row-action-accept').click();
  const generate = brigade.getByTestId('handover-generate');
  await generate.getByTestId('field-companyId').selectOption({ index: 1 });
  await generate.getByTestId('field-agentId').selectOption({ label: '李明辉' });
  await generate.getByTestId('field-assistantHandlerId').selectOption({ index: 2 });
  await generate.getByTestId('field-endDate').fill(chinaDate(7));
  await shoot(brigade, 'scrw');
  await generate.getByTestId('dispatch-submit').click();
  await expect(row).toContainText('已受理');
  await expect(row).toContainText('待接收');

  await page.reload();
  await expect(mine).toContainText('已受理');
  await expect(mine).toContainText('待接收');
  await mine.getByTestId('row-action-view').click();
  await expect(pane(page).getByTestId('detail-hazard')).toContainText('安全出口锁闭，灭火器过期');
  await expect(pane(page).getByTestId('detail-taskStatus')).toContainText('待接收');
  await brigade.close();
});
