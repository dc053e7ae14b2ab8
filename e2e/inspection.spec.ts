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

test('消防安全检查: dadui records a check with a hazard and serves a 责令限期改正通知书', async ({ page, request }) => {
  // A task dispatched to dadui and a colleague of 福田大队 for a unit the demo tasks do not use.
  const token = await tokenFor(request, 'dadui');
  const officers = await api<{ userId: string; username: string }[]>(request, token, 'GET', '/supervision/officers');
  const units = await api<{ id: string; name: string }[]>(request, token, 'GET', '/supervision/units');
  const unit = units[units.length - 1];
  const { userId: agentId } = await api<{ userId: string }>(request, token, 'GET', '/user/getPersonalInfo');
  const assistant = officers.find((o) => o.userId !== agentId)!;
  const added = await api<Task>(request, token, 'POST', '/supervision/add', { companyId: unit.id, taskClassification: 'inspection', source: 'plan', agentId, assistantHandlerId: assistant.userId, endDate: '2099-12-31' });
  await api<Task>(request, token, 'POST', '/supervision/accept', { id: added.id, version: added.version });

  await loginAs(page, 'dadui');
  await page.goto('/xfjdjc/xfaqjc');
  await pane(page).getByTestId('filter-keyword').fill(unit.name);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: unit.name }).filter({ hasText: '待检查' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('row-action-deadlineNotice')).toHaveCount(0);
  await row.getByTestId('row-action-record').click();

  // The check record: the items of the daily template, one not met with its finding, one hazard, 责令限期改正.
  const form = page.getByTestId('check-record');
  await expect(form).toBeVisible();
  await form.getByTestId('field-template').selectOption({ label: '日常消防监督检查' });
  await expect(form.getByTestId('field-item-2')).toHaveValue('疏散通道、安全出口畅通');
  await form.getByTestId('field-passed-2').click();
  await form.getByTestId('field-finding-2').fill('二层疏散通道堆放纸箱');
  await form.getByTestId('field-checkResult').selectOption('deadline');
  await form.getByTestId('field-causeId').selectOption({ index: 1 });
  await form.getByTestId('field-unitSigner').fill('陈经理');
  // Without a hazard the record is refused with the rule's words, and nothing is saved.
  await form.getByTestId('check-record-save').click();
  await expect(form.getByTestId('check-record-error')).toHaveText('检查结果为责令限期改正时须填写至少一项火灾隐患');
  await form.getByTestId('add-hazard').click();
  await form.getByTestId('field-hazard-0').fill('二层疏散通道堆放纸箱，疏散宽度不足');
  await form.getByTestId('field-hazard-level-0').selectOption('major');
  await form.getByTestId('check-record-save').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  // Back on the list the task is checked and the server now offers the notice, not the record.
  const checked = pane(page).getByTestId('table-row').filter({ hasText: unit.name }).filter({ hasText: '已检查' });
  await expect(checked).toHaveCount(1);
  await expect(checked).toContainText('责令限期改正');
  await expect(checked.getByTestId('row-action-record')).toHaveCount(0);
  await checked.getByTestId('row-action-deadlineNotice').click();

  const notice = page.getByTestId('rectify-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('notice-number')).toHaveText('该任务尚无此通知书');
  await notice.getByTestId('field-rectifyWorkingDays').fill('10');
  await notice.getByTestId('notice-issue').click();
  await expect(page.getByText('通知书已签发').first()).toBeVisible();
  await expect(notice.getByTestId('notice-number')).toHaveText(/^深消限字〔\d{4}〕\d+号$/);
  await expect(notice.getByTestId('notice-deadline')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(notice.getByTestId('notice-issue')).toHaveCount(0);

  // The statistics fact was written with the check: the task's record is done, unqualified, one hazard.
  const detail = await api<{ checkResult: string; hazards: unknown[]; deadlineNoticeNumber: string; allows: string[] }>(request, token, 'GET', '/supervision/details', { id: added.id });
  expect(detail).toMatchObject({ checkResult: 'deadline', hazards: [{ description: '二层疏散通道堆放纸箱，疏散宽度不足', level: 'major' }] });
  expect(detail.allows).toContain('close');
});
