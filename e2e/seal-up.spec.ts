import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const res = method === 'GET' ? await request.get(`/api${url}`, { headers: { token }, params: data as Record<string, string> }) : await request.post(`/api${url}`, { headers: { token }, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

type Task = { id: string; version: number; unitName: string };
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A task of 福田大队 checked by dadui (the agent): a hazard found (责令限期改正) or, for a re-check, passed. */
async function check(request: APIRequestContext, token: string, id: string, version: number, passed: boolean): Promise<Task> {
  const accepted = await api<Task>(request, token, 'POST', '/supervision/accept', { id, version });
  return api<Task>(request, token, 'POST', '/supervision/checkRecord', {
    id, version: accepted.version, checkDate: today(), checkResult: passed ? 'qualified' : 'deadline', causeId: passed ? null : 'cc-1', unitSigner: '陈经理',
    checkItems: [{ item: '易燃物品存放', passed, finding: passed ? '' : '地下室违规存放易燃物品' }], hazards: passed ? [] : [{ description: '地下室违规存放易燃物品', level: 'major' }],
  });
}

async function hazardTask(request: APIRequestContext, token: string): Promise<Task> {
  const officers = await api<{ userId: string }[]>(request, token, 'GET', '/supervision/officers');
  const units = await api<{ id: string }[]>(request, token, 'GET', '/supervision/units');
  const { userId: agentId } = await api<{ userId: string }>(request, token, 'GET', '/user/getPersonalInfo');
  const assistant = officers.find((o) => o.userId !== agentId)!;
  const added = await api<Task>(request, token, 'POST', '/supervision/add', { companyId: units[units.length - 3].id, taskClassification: 'inspection', source: 'plan', agentId, assistantHandlerId: assistant.userId, endDate: '2099-12-31' });
  return check(request, token, added.id, added.version, false);
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

async function openSealing(page: Page, unitName: string) {
  await page.goto('/xzzf/xzqzcs');
  await pane(page).getByTestId('filter-keyword').fill(unitName);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  // Once the filter has applied every row is this unit's; newest first, so a retried run's earlier sealing of the
  // same unit is the second row, not this one.
  const rows = pane(page).getByTestId('table-row');
  await expect(rows.filter({ hasNotText: unitName })).toHaveCount(0);
  const row = rows.filter({ hasText: unitName }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('row-action-handle').click();
  return page.getByTestId('seal-up');
}

test('临时查封: a hazard found in a check is sealed on a leader’s approval and lifted after a passed re-check', async ({ page, request }) => {
  const token = await tokenFor(request, 'dadui');
  const task = await hazardTask(request, token);

  // 登记 from the task: the period may not pass the legal limit.
  await loginAs(page, 'dadui');
  await page.goto('/xzzf/xzqzcs');
  await pane(page).getByTestId('action-new').click();
  const form = page.getByTestId('resource-form-sealUp');
  await expect(form).toBeVisible();
  await form.getByTestId('field-sourceTaskId').selectOption(task.id);
  await form.getByTestId('field-hazard').fill('地下室违规存放易燃物品，严重威胁公共安全');
  await form.getByTestId('field-places').fill('地下一层仓库');
  await form.getByTestId('field-periodDays').fill('31');
  await form.getByTestId('form-submit').click();
  await expect(form).toContainText('查封期限（天）不能大于30');
  await form.getByTestId('field-periodDays').fill('15');
  await form.getByTestId('form-submit').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  // 报批: the inspector cannot approve.
  let view = await openSealing(page, task.unitName);
  await expect(view.getByTestId('seal-status')).toHaveText('待报批');
  await view.getByTestId('seal-step-submit-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(view.getByTestId('seal-status')).toHaveText('待审批');
  await expect(view.getByTestId('seal-step-approve')).toHaveCount(0);
  await expect(view.getByTestId('seal-no-step')).toBeVisible();

  // 支队领导 approves: the decision is numbered and downloadable.
  await switchTo(page, 'zhidui');
  view = await openSealing(page, task.unitName);
  await view.getByTestId('seal-step-approve').getByTestId('seal-opinion').fill('同意临时查封。');
  await view.getByTestId('seal-step-approve-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(view.getByTestId('seal-decision-number')).toHaveText(/^深消封字〔\d{4}〕\d+号$/);
  const decision = page.waitForEvent('download');
  await view.getByTestId('seal-download-decision').click();
  expect((await decision).suggestedFilename()).toMatch(/\.docx$/);

  // 实施查封 with two officers; then the party applies and a re-check task is dispatched.
  await switchTo(page, 'dadui');
  view = await openSealing(page, task.unitName);
  const seal = view.getByTestId('seal-step-seal');
  await seal.getByTestId('seal-officers').fill('李明辉');
  await seal.getByTestId('seal-step-seal-submit').click();
  await expect(seal).toContainText('执法人员不能少于2人');
  await seal.getByTestId('seal-officers').fill('李明辉\n张强');
  await seal.getByTestId('seal-sealNote').fill('已张贴封条。');
  await seal.getByTestId('seal-step-seal-submit').click();
  await expect(view.getByTestId('seal-status')).toHaveText('查封中');
  await expect(view.getByTestId('seal-expires-on')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  const apply = view.getByTestId('seal-step-apply');
  const { userId: me } = await api<{ userId: string }>(request, token, 'GET', '/user/getPersonalInfo');
  await apply.getByTestId('seal-agentId').selectOption(me);
  const officers = await api<{ userId: string }[]>(request, token, 'GET', '/fh/sealUp/formOptions').then((o) => (o as unknown as { officers: { userId: string }[] }).officers);
  await apply.getByTestId('seal-assistantHandlerId').selectOption(officers.find((o) => o.userId !== me)!.userId);
  await apply.getByTestId('seal-applyNote').fill('易燃物品已全部清理，申请解除。');
  await apply.getByTestId('seal-step-apply-submit').click();
  await expect(view.getByTestId('seal-status')).toHaveText('解除复查');
  await expect(view.getByTestId('seal-recheck-result')).toHaveText('复查中');
  await expect(view.getByTestId('seal-step-lift')).toHaveCount(0);

  // The re-check passes: now the sealing may be lifted, with its writ.
  const sealed = await api<{ records: { recheckTaskId: string }[] }>(request, token, 'POST', '/fh/sealUp/page', { keyword: task.unitName });
  const recheck = await api<Task>(request, token, 'GET', '/supervision/details', { id: sealed.records[0].recheckTaskId });
  await check(request, token, recheck.id, recheck.version, true);
  await page.reload();
  await expect(view.getByTestId('seal-recheck-result')).toHaveText('合格');
  await view.getByTestId('seal-step-lift-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(view.getByTestId('seal-status')).toHaveText('已解除');
  await expect(view.getByTestId('seal-lift-number')).toHaveText(/^深消解封字〔\d{4}〕\d+号$/);
  const lift = page.waitForEvent('download');
  await view.getByTestId('seal-download-lift').click();
  expect((await lift).suggestedFilename()).toMatch(/\.docx$/);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/seal-up-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/seal-up-390.png', fullPage: true });
  await page.goto('/xzzf/xzqzcs');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/seal-up-list-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/seal-up-list-1440.png', fullPage: true });
});
