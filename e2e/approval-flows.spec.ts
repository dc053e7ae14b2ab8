import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const COMPANY = '深圳市福田区端到端复查商场';

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const res = method === 'GET' ? await request.get(`/api${url}`, { headers: { token }, params: data as Record<string, string> }) : await request.post(`/api${url}`, { headers: { token }, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

/**
 * The administrator publishes a new version of the re-inspection flow with one step, the detachment leader's
 * approval (running works keep the version they started with).
 */
async function publishDetachmentApproval(request: APIRequestContext) {
  const admin = await tokenFor(request, 'admin');
  const def = await api<{ rowVersion: number; paperwork: string[]; linkedBusiness: string[] }>(request, admin, 'GET', '/flow/def/basic/detail', { id: 'fd-fcys' });
  await api(request, admin, 'POST', '/flow/def/basic/update', {
    id: 'fd-fcys',
    rowVersion: def.rowVersion,
    busiTypeCode: 'fcys',
    name: '复查申请审批流程',
    remark: '复查申请由支队领导审批',
    steps: [{ key: 'detachmentLeader', name: '支队领导审批', receiver: { kind: 'level', value: '2' }, actions: ['approve', 'reject', 'transfer'], timeLimitHours: 48 }],
    paperwork: def.paperwork,
    linkedBusiness: def.linkedBusiness,
  });
}

const pendingCount = async (request: APIRequestContext, token: string, busiTypeCode: string) =>
  (await api<{ busiTypeCode: string; count: number }[]>(request, token, 'GET', '/flow/runtime/task/getStatisticsByBusiType')).find((r) => r.busiTypeCode === busiTypeCode)?.count ?? 0;

test('a re-inspection goes from the brigade inspector to the detachment leader and back finished, with its timeline', async ({ browser, request }) => {
  await publishDetachmentApproval(request);
  const leaderToken = await tokenFor(request, 'zhidui');
  const before = await pendingCount(request, leaderToken, 'fcys');

  // The brigade inspector registers the application and sends it to the leader chosen from the candidates.
  const inspector = await browser.newPage();
  await loginAs(inspector, 'dadui');
  await inspector.goto('/xfjdjc/review/fcsqdj');
  const form = inspector.getByTestId('resource-form-reinspection');
  await form.getByTestId('field-companyName').fill(COMPANY);
  await form.getByTestId('field-address').fill('福田区福华三路88号');
  await form.getByTestId('field-originalWritNo').fill('深福消限字〔2026〕第777号');
  await form.getByTestId('field-rectifiedAt').fill('2026-11-20');
  await form.getByTestId('field-applicant').fill('周先生');
  await form.getByTestId('field-phone').fill('13800007777');
  await form.getByTestId('field-hazards').fill('疏散通道堆放杂物\n应急照明损坏');
  const receiver = form.getByTestId('field-assigneeId');
  await expect(receiver.locator('option', { hasText: '王建国' })).toHaveCount(1);
  await receiver.selectOption({ label: (await receiver.locator('option', { hasText: '王建国' }).innerText()).trim() });
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(form).toBeHidden();
  await expect.poll(() => pendingCount(request, leaderToken, 'fcys')).toBe(before + 1);

  // The leader sees it in the dashboard count and in unfinished tasks, opens it and sees only the allowed moves.
  const leader = await browser.newPage();
  await loginAs(leader, 'zhidui');
  await expect(leader.getByTestId('pending-card').filter({ hasText: '复查验收' })).toContainText(String(before + 1));
  await leader.goto('/xfjdjc/brjcrw/wwjrw');
  const row = pane(leader).getByTestId('table-row').filter({ hasText: COMPANY });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  await expect(leader.getByTestId('approval-screen')).toBeVisible();
  const moves = leader.getByTestId('move-buttons').locator('[data-testid^="move-"]');
  await expect(moves).toHaveText(['同意', '不同意', '转办']);
  // The last approver records the 复查结论 first: the flow does not end without it.
  await leader.getByTestId('field-outcome').selectOption('pass');
  await leader.getByTestId('outcome-save').click();
  await expect(leader.getByTestId('outcome-error')).toHaveCount(0);
  await expect(leader.getByText('操作成功').first()).toBeVisible();
  await leader.getByTestId('move-approve').click();
  await leader.getByTestId('move-opinion').fill('整改到位，同意复查合格。');
  await leader.getByTestId('move-confirm').click();
  await expect(leader.getByText('操作成功').first()).toBeVisible();
  await expect(leader.getByTestId('moves-none')).toBeVisible();

  // The inspector sees it finished, with the full timeline and circulation.
  await inspector.goto('/xfjdjc/review/fcsl');
  const mine = pane(inspector).getByTestId('table-row').filter({ hasText: COMPANY });
  await mine.getByRole('button', { name: /审批|查看流程/ }).click();
  await expect(inspector.getByTestId('approval-phase')).toContainText('已通过');
  await expect(inspector.getByTestId('timeline-item').first()).toBeVisible();
  await expect(inspector.getByTestId('approval-timeline')).toContainText('整改到位，同意复查合格。');
  await inspector.getByTestId('approval-history').click();
  const circulation = inspector.getByTestId('circulation-dialog');
  await expect(circulation).toContainText('王建国');
  await expect(circulation).toContainText('李明辉');
});

test('a legal review refused without an opinion is not sent; with one it returns to its starter', async ({ page, request }) => {
  const fazhi = await tokenFor(request, 'fazhi');
  const tasks = await api<{ records: { flowWorkId: string; busiTypeCode: string; title: string }[] }>(request, fazhi, 'POST', '/flow/runtime/task/getUserTodoTaskPage', { current: 1, size: 50, finished: false });
  const dadui = await tokenFor(request, 'dadui');
  type Info = { phase: string; starterName: string | null; allowedMoves: string[] };
  const info = (flowWorkId: string, token: string) => api<Info>(request, token, 'GET', '/flow/runtime/getFlowWorkInfo', { flowWorkId });
  let review: (typeof tasks.records)[number] | undefined;
  for (const task of tasks.records.filter((t) => ['tqsh', 'jzsh', 'lash'].includes(t.busiTypeCode))) {
    if ((await info(task.flowWorkId, fazhi)).starterName === '李明辉') review = task;
  }
  expect(review, 'a pending legal review started by dadui and waiting for fazhi in the demo data').toBeTruthy();

  await loginAs(page, 'fazhi');
  await page.goto(`/xfjc/spym?flowWorkId=${review!.flowWorkId}`);
  await page.getByTestId('move-reject').click();
  await page.getByTestId('move-confirm').click();
  await expect(page.getByTestId('move-opinion-error')).toHaveText('审批意见不能为空');
  await page.getByTestId('move-opinion').fill('证据不足，请补充现场笔录。');
  await page.getByTestId('move-confirm').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  // Back with its starter, who may correct and submit it again; the reviewer has nothing left to do.
  const returned = await info(review!.flowWorkId, dadui);
  expect(returned.phase).toBe('rejected');
  expect(returned.allowedMoves).toContain('submit');
  expect((await info(review!.flowWorkId, fazhi)).allowedMoves).toEqual([]);
});
