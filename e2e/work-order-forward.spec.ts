import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, tokenFor } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const TITLE = `端到端转发工单${Date.now() % 100000}`;
const REPORT = '排查出租屋6栋，发现楼道电动自行车充电1处，已当场督促整改。';

async function rowOf(page: Page, status: string) {
  await pane(page).getByTestId('filter-keyword').fill(TITLE);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(status);
  return row;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>): Promise<T> {
  const res = method === 'GET' ? await request.get(`/api${url}`, { headers: { token } }) : await request.post(`/api${url}`, { headers: { token }, data: body });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, json.msg).toBe(0);
  return json.data;
}

test('街道工单转发社区: jiedao forwards to a community, the community replies, the street replies, the brigade closes', async ({ browser, request }) => {
  // Set-up: the street's first community and a person of it; 福田大队 issues the order to 福田街道.
  const street = await tokenFor(request, 'jiedao');
  const [community] = await api<{ id: string; name: string }[]>(request, street, 'GET', '/order/getzhuanOrganization');
  const admin = await tokenFor(request, 'admin');
  const people = await api<{ records: { account: string }[] }>(request, admin, 'POST', '/user/page', { current: 1, size: 10, organId: community.id, organRange: 0 });
  const dadui = await tokenFor(request, 'dadui');
  const streetId = (await api<{ id: string; name: string }[]>(request, dadui, 'GET', '/order/getBROrganList?kind=street')).find((r) => r.name.includes('福田街道'))!.id;
  await api(request, dadui, 'POST', '/tw/order/street/issueOrder', { title: TITLE, content: '请排查城中村出租屋电动自行车充电情况。', dueDate: '2099-06-30', receiverIds: [streetId] });

  // 福田街道 signs for it and forwards it to its community.
  const jiedao = await browser.newPage();
  await loginAs(jiedao, 'jiedao');
  await jiedao.goto('/xtgl/jdxfjc/jdxfjcGd');
  let row = await rowOf(jiedao, '已下发');
  await row.getByTestId('row-action-receive').click();
  await jiedao.getByTestId('confirm-ok').click();
  await expect(jiedao.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(jiedao, '已签收');
  await row.getByTestId('row-action-forward').click();
  await expect(jiedao.getByTestId('forward-work-order')).toContainText(TITLE);
  await jiedao.getByTestId('forward-submit').click();
  await expect(jiedao.getByTestId('forward-error')).toHaveText('请选择社区');
  await jiedao.getByTestId('field-receiverId').selectOption(community.id);
  await jiedao.getByTestId('field-note').fill('请网格员逐栋排查。');
  for (const width of [1440, 390]) {
    await jiedao.setViewportSize({ width, height: 900 });
    await jiedao.screenshot({ path: `test-results/work-order-forward-${width}.png`, fullPage: true });
  }
  await jiedao.setViewportSize({ width: 1280, height: 720 });
  await jiedao.getByTestId('forward-submit').click();
  await jiedao.getByTestId('confirm-ok').click();
  await expect(jiedao.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(jiedao, '已转发');
  await expect(row.getByTestId('row-action-reply')).toHaveCount(0);

  // The community signs for it, handles it and replies to the street.
  const shequ = await browser.newPage();
  await loginAs(shequ, people.records[0].account);
  await shequ.goto('/xtgl/sqjg');
  row = await rowOf(shequ, '已下发');
  await row.getByTestId('row-action-receive').click();
  await shequ.getByTestId('confirm-ok').click();
  await expect(shequ.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(shequ, '已签收');
  await row.getByTestId('row-action-edit').click();
  const handle = shequ.getByTestId('resource-form-communityWorkOrder');
  await handle.getByTestId('field-checkResult').selectOption('unqualified');
  await handle.getByTestId('field-hazardCount').fill('1');
  await handle.getByTestId('field-report').fill(REPORT);
  await handle.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(shequ.getByText('操作成功').first()).toBeVisible();
  row = await rowOf(shequ, '已签收');
  await row.getByTestId('row-action-reply').click();
  await shequ.getByTestId('confirm-ok').click();
  await expect(shequ.getByText('操作成功').first()).toBeVisible();
  await rowOf(shequ, '已回复');

  // The street has it back with the community's findings and replies to the brigade.
  await jiedao.reload();
  row = await rowOf(jiedao, '已签收');
  await row.getByTestId('row-action-view').click();
  await expect(jiedao.getByText(REPORT)).toBeVisible();
  await expect(jiedao.getByText(community.name).first()).toBeVisible();
  await jiedao.goto('/xtgl/jdxfjc/jdxfjcGd');
  row = await rowOf(jiedao, '已签收');
  await row.getByTestId('row-action-reply').click();
  await jiedao.getByTestId('confirm-ok').click();
  await expect(jiedao.getByText('操作成功').first()).toBeVisible();
  await rowOf(jiedao, '已回复');

  // The brigade reviews and closes it.
  const brigade = await browser.newPage();
  await loginAs(brigade, 'dadui');
  await brigade.goto('/xtgl/jdxfjc/jdxfjcGd');
  row = await rowOf(brigade, '已回复');
  await row.getByTestId('row-action-close').click();
  await brigade.getByTestId('confirm-comment').fill('街道汇总社区排查情况属实，同意办结。');
  await brigade.getByTestId('confirm-ok').click();
  await expect(brigade.getByText('操作成功').first()).toBeVisible();
  await rowOf(brigade, '已办结');
});

test('街道日常检查: jiedao files a routine check of a small place; the list at 1440 and 390 px', async ({ page }) => {
  await loginAs(page, 'jiedao');
  await page.goto('/xtgl/jdxfjc/jdxfjcRc');
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/routine-checks-list-1440.png' });
  await pane(page).getByTestId('action-new').click();
  const form = page.getByTestId('resource-form-streetRoutineCheck');
  const place = form.getByTestId('field-companyId');
  await expect(place.locator('option').nth(1)).toBeAttached();
  await place.selectOption({ index: 1 });
  await form.getByTestId('field-checkDate').fill('2026-01-10');
  await form.getByTestId('field-checkResult').selectOption('qualified');
  await form.getByTestId('field-report').fill(`端到端日常检查${TITLE}`);
  await form.getByRole('button', { name: /^(保存|提交)$/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();
  await pane(page).getByTestId('filter-keyword').fill(`端到端日常检查${TITLE}`);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  await expect(pane(page).getByTestId('table-row')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: 'test-results/routine-checks-list-390.png', fullPage: true });
});
