/**
 * The approval rules and page defects of issue 15: a re-inspection does not finish without its 复查结论 (E3);
 * 大队领导审批 offers the leaders of the work's brigade, never the detachment's (E4); a person who may only
 * read a work sees no refused talk (E1); the approval page opens at the top (E5). Screenshots of the page at
 * 1440 and 390 px go to test-results/approval-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

const NOT_ON_WORK = '您不是该事项的办理人员，无权查看或参与交流';

async function api<T>(request: APIRequestContext, token: string, url: string, params: Record<string, string | number> = {}, body?: object): Promise<T> {
  const res = body ? await request.post(`/api${url}`, { headers: { token }, data: body }) : await request.get(`/api${url}`, { headers: { token }, params });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${url}: ${json.msg}`).toBe(0);
  return json.data;
}

type Review = { id: string; flowWorkId: string; stepName: string | null; assigneeName: string | null; phase: string };

const approvalOf = (page: Page, flowWorkId: string) => page.goto(`/xfjc/spym?flowWorkId=${flowWorkId}`);

test('E3: a re-inspection is not finished without its 复查结论; with it, 同意 ends the flow', async ({ page, request }) => {
  const token = await tokenFor(request, 'zhidui');
  const review = await api<Review>(request, token, '/review/details', { id: 'fcys-demo-007' });
  expect(review).toMatchObject({ stepName: '支队审核', assigneeName: '王建国', phase: 'inApproval' });
  await loginAs(page, 'zhidui');
  await approvalOf(page, review.flowWorkId);
  await expect(page.getByTestId('approval-phase')).toHaveText('审批中');
  await page.getByTestId('move-approve').click();
  await page.getByTestId('move-opinion').fill('同意办结。');
  await page.getByTestId('move-confirm').click();
  await expect(page.getByTestId('move-error')).toContainText('复查结论不能为空，请先填写复查结论再同意办结');
  await page.getByTestId('move-cancel').click();
  expect(await api<Review>(request, token, '/review/details', { id: review.id })).toMatchObject({ phase: 'inApproval', stepName: '支队审核' });

  await page.getByTestId('field-outcome').selectOption('pass');
  await page.getByTestId('field-outcomeNote').fill('整改到位。');
  await page.getByTestId('outcome-save').click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await page.getByTestId('move-approve').click();
  await page.getByTestId('move-confirm').click();
  await expect(page.getByTestId('approval-phase')).toHaveText('已通过');
  expect(await api<Review & { outcome: string }>(request, token, '/review/details', { id: review.id })).toMatchObject({ phase: 'approved', outcome: 'pass' });
});

test('E4: 同意 toward 大队领导审批 offers the leaders of the work’s brigade, not the detachment’s', async ({ page, request }) => {
  const token = await tokenFor(request, 'dadui');
  const page1 = await api<{ records: Review[] }>(request, token, '/review/page', {}, { size: 50, phase: 'inApproval' });
  const atHandler = page1.records.find((r) => r.stepName === '大队承办人' && r.assigneeName === '李明辉');
  expect(atHandler).toBeTruthy();
  await loginAs(page, 'dadui');
  await approvalOf(page, atHandler!.flowWorkId);
  await page.getByTestId('move-approve').click();
  const receiver = page.getByTestId('move-receiver');
  await expect(receiver.locator('option').nth(1)).toBeAttached();
  const offered = (await receiver.locator('option').allInnerTexts()).slice(1);
  expect(offered.length).toBeGreaterThan(0);
  for (const option of offered) expect(option).toContain('深圳市福田区消防救援大队');
  expect(offered.join()).not.toContain('支队');
});

test('E1 and E5: a reader not on the work gets no refused talk; the page opens at the top; screenshots', async ({ browser, request }) => {
  const token = await tokenFor(request, 'zhidui');
  const tasks = await api<{ records: { flowWorkId: string; busiTypeCode: string }[] }>(request, await tokenFor(request, 'dadui'), '/flow/runtime/task/getUserTodoTaskPage', {}, { size: 50, finished: false, busiTypeCode: 'xfjdjc' });
  const daduiWork = tasks.records.find((r) => r.busiTypeCode === 'xfjdjc')?.flowWorkId;
  expect(daduiWork, 'a supervision check waiting for the brigade inspector').toBeTruthy();
  expect((await api<{ allows: string[] }>(request, token, '/flow/runtime/getFlowWorkInfo', { flowWorkId: daduiWork! })).allows).toEqual([]);

  // The detachment leader reads the brigade's work: no talk panel, no red toast.
  const reader = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginAs(reader, 'zhidui');
  await approvalOf(reader, daduiWork!);
  await expect(reader.getByTestId('approval-timeline-section')).toBeVisible();
  await expect(reader.getByTestId('approval-files-note')).toBeVisible();
  await expect(reader.getByTestId('task-talk')).toHaveCount(0);
  await reader.waitForTimeout(1000);
  await expect(reader.getByText(NOT_ON_WORK)).toHaveCount(0);

  // The inspector on the work: the talk is there, and the page stays at the top while it loads.
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    const own = await browser.newPage({ viewport: { width, height } });
    await loginAs(own, 'dadui');
    await approvalOf(own, daduiWork!);
    await expect(own.getByTestId('task-talk')).toBeVisible();
    await expect(own.getByTestId('talk-messages')).toBeVisible();
    await own.waitForTimeout(1000);
    expect(await own.evaluate(() => window.scrollY)).toBe(0);
    const scroller = await own.evaluate(() => {
      const main = document.querySelector('main') ?? document.scrollingElement;
      return main ? main.scrollTop : 0;
    });
    expect(scroller).toBe(0);
    await own.screenshot({ path: `test-results/approval-${width}.png`, fullPage: false });
    await own.close();
  }
});
