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
type Case = { id: string; version: number; legalReviewId: string | null };
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A task of 福田大队 whose check referred its hazard for penalty (移送立案). */
async function referredTask(request: APIRequestContext, token: string): Promise<Task> {
  const officers = await api<{ userId: string }[]>(request, token, 'GET', '/supervision/officers');
  const units = await api<{ id: string }[]>(request, token, 'GET', '/supervision/units');
  const { userId: agentId } = await api<{ userId: string }>(request, token, 'GET', '/user/getPersonalInfo');
  const assistant = officers.find((o) => o.userId !== agentId)!;
  const added = await api<Task>(request, token, 'POST', '/supervision/add', { companyId: units[units.length - 2].id, taskClassification: 'inspection', source: 'plan', agentId, assistantHandlerId: assistant.userId, endDate: '2099-12-31' });
  const accepted = await api<Task>(request, token, 'POST', '/supervision/accept', { id: added.id, version: added.version });
  return api<Task>(request, token, 'POST', '/supervision/checkRecord', {
    id: accepted.id, version: accepted.version, checkDate: today(), checkResult: 'referral', causeId: 'cc-1', unitSigner: '陈经理',
    checkItems: [{ item: '火灾自动报警系统', passed: false, finding: '擅自停用' }], hazards: [{ description: '擅自停用火灾自动报警系统', level: 'major' }],
  });
}

/** 法制员 then 支队领导 approve the case's 集中审核 (the legal review screens are 4100's own). */
async function approveReview(request: APIRequestContext, reviewId: string) {
  const fazhi = await tokenFor(request, 'fazhi');
  const zhidui = await tokenFor(request, 'zhidui');
  const { userId: zhiduiId } = await api<{ userId: string }>(request, zhidui, 'GET', '/user/getPersonalInfo');
  const work = await api<{ id: string; version: number }>(request, fazhi, 'GET', '/flow/runtime/getFlowWorkInfo', { busiTypeCode: 'jzsh', busiInstId: reviewId });
  await api(request, fazhi, 'POST', '/flow/runtime/work/submit', { flowWorkId: work.id, version: work.version, action: 'approve', assigneeId: zhiduiId, opinion: '事实清楚。' });
  await api(request, zhidui, 'POST', '/flow/runtime/work/submit', { flowWorkId: work.id, version: work.version + 1, action: 'approve', opinion: '同意。' });
}

test('行政处罚: a referred hazard becomes a case, is investigated, notified, reviewed and decided with a fine', async ({ page, request }) => {
  const token = await tokenFor(request, 'dadui');
  const task = await referredTask(request, token);

  // 立案 from the referral: the party comes from the task.
  await loginAs(page, 'dadui');
  await page.goto('/xzzf/xzcf');
  await pane(page).getByTestId('action-new').click();
  const form = page.getByTestId('resource-form-penaltyCase');
  await expect(form).toBeVisible();
  await form.getByTestId('field-sourceTaskId').selectOption(task.id);
  await form.getByTestId('field-causeId').selectOption('cc-1');
  await form.getByTestId('field-facts').fill('检查发现擅自停用火灾自动报警系统，经责令仍未恢复。');
  await form.getByTestId('form-submit').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  await page.goto('/xzzf/xzcf');
  await pane(page).getByTestId('filter-keyword').fill(task.unitName);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: task.unitName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('调查取证');
  await row.getByTestId('row-action-handle').click();

  // 调查取证: notice is not offered before evidence is saved.
  const caseView = page.getByTestId('penalty-case');
  await expect(caseView.getByTestId('step-investigate')).toBeVisible();
  await expect(caseView.getByTestId('step-notify')).toHaveCount(0);
  await caseView.getByTestId('evidence-add').click();
  await caseView.getByTestId('evidence-name-0').fill('现场照片');
  await caseView.getByTestId('evidence-description-0').fill('报警主机处于关闭状态');
  await caseView.getByTestId('evidence-date-0').fill(today());
  await caseView.getByTestId('evidence-date-0').press('Tab');
  await caseView.getByTestId('inquiry-add').click();
  await caseView.getByTestId('inquiry-person-0').fill('陈经理');
  await caseView.getByTestId('inquiry-date-0').fill(today());
  await caseView.getByTestId('inquiry-date-0').press('Tab');
  await caseView.getByTestId('inquiry-content-0').fill('承认为节省电费关闭报警主机。');
  await caseView.getByTestId('evidence-save').click();
  await expect(caseView.getByTestId('step-notify')).toBeVisible();

  // 告知 with the hearing right: the period is counted in working days.
  const notify = caseView.getByTestId('step-notify');
  await notify.getByTestId('step-rights').selectOption('hearing');
  await notify.getByTestId('step-proposedPenalty').fill('拟罚款人民币五千元');
  await notify.getByTestId('step-notify-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(caseView.getByTestId('case-reply-deadline')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(caseView.getByTestId('step-submitReview')).toHaveCount(0);

  // The party waives: the case may go to legal review before the period ends.
  const reply = caseView.getByTestId('step-reply');
  await reply.getByTestId('step-partyReply').selectOption('waived');
  await reply.getByTestId('step-reply-submit').click();
  const review = caseView.getByTestId('step-submitReview');
  await expect(review.getByTestId('step-assigneeId').locator('option', { hasText: '张丽华' })).toHaveCount(1);
  await review.getByTestId('step-assigneeId').selectOption({ label: await review.getByTestId('step-assigneeId').locator('option', { hasText: '张丽华' }).innerText() });
  await review.getByTestId('step-submitReview-submit').click();
  await expect(caseView.getByTestId('case-review-phase')).toHaveText('审批中');
  await expect(caseView.getByTestId('case-no-step')).toBeVisible();

  const sent = await api<{ records: Case[] }>(request, token, 'POST', '/fh/punish/page', { keyword: task.unitName });
  await approveReview(request, sent.records[0].legalReviewId!);

  // 决定: a fine needs its amount; the decision is numbered and downloadable.
  await page.reload();
  await expect(caseView.getByTestId('case-review-phase')).toHaveText('已通过');
  const decide = caseView.getByTestId('step-decide');
  await decide.getByTestId('step-penaltyKind').selectOption('fine');
  await decide.getByTestId('step-legalBasis').fill('六十');
  await decide.getByTestId('step-decide-submit').click();
  await expect(decide).toContainText('处罚种类为罚款时须填写罚款金额');
  await decide.getByTestId('step-fineAmount').fill('5000');
  await decide.getByTestId('step-decide-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expect(caseView.getByTestId('case-decision-number')).toHaveText(/^深消行罚决字〔\d{4}〕\d+号$/);
  await expect(caseView.getByTestId('step-execute')).toBeVisible();
  await expect(caseView.getByTestId('case-chain')).toContainText('行政处罚决定');

  const download = page.waitForEvent('download');
  await caseView.getByTestId('case-download-decision').click();
  expect((await download).suggestedFilename()).toMatch(/\.docx$/);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/penalty-case-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/penalty-case-390.png', fullPage: true });
  await page.goto('/xzzf/xzcf');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/penalty-list-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/penalty-list-1440.png', fullPage: true });
});
