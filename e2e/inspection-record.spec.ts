import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { loginAs, tokenFor } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.locator('.chakra-spinner')).toHaveCount(0);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const res = method === 'GET' ? await request.get(`/api${url}`, { headers: { token }, params: data as Record<string, string> }) : await request.post(`/api${url}`, { headers: { token }, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

type Task = { id: string; version: number; unitName: string };
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test('消防监督检查记录: a checked task prints its record, downloads the .docx and opens its unit’s 项目详情', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A task of dadui and a colleague for a unit, accepted and checked (合格) through the calls.
  const token = await tokenFor(request, 'dadui');
  const officers = await api<{ userId: string }[]>(request, token, 'GET', '/supervision/officers');
  const units = await api<{ id: string; name: string }[]>(request, token, 'GET', '/supervision/units');
  const unit = units[units.length - 2];
  const { userId: agentId } = await api<{ userId: string }>(request, token, 'GET', '/user/getPersonalInfo');
  const assistant = officers.find((o) => o.userId !== agentId)!;
  const added = await api<Task>(request, token, 'POST', '/supervision/add', { companyId: unit.id, taskClassification: 'inspection', source: 'plan', agentId, assistantHandlerId: assistant.userId, endDate: '2099-12-31' });
  const accepted = await api<Task>(request, token, 'POST', '/supervision/accept', { id: added.id, version: added.version });
  await api<Task>(request, token, 'POST', '/supervision/checkRecord', {
    id: accepted.id, version: accepted.version, checkDate: today(), checkItems: [{ item: '消防设施完好有效', passed: true, finding: '' }], hazards: [], checkResult: 'qualified', unitSigner: '端到端经理',
  });

  await loginAs(page, 'dadui');
  await page.goto('/xfjdjc/xfaqjc');
  await pane(page).getByTestId('filter-keyword').fill(unit.name);
  await pane(page).getByTestId('filter-keyword').press('Enter');
  const row = pane(page).getByTestId('table-row').filter({ hasText: unit.name }).filter({ hasText: '已检查' }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('row-action-recordDocument').click();

  // The record as the paper: the template of 模板设置 filled from the check.
  await expect(page).toHaveURL(/\/word\/jdjcxfjdjcjl\?id=/);
  const paper = page.getByTestId('record-paper');
  await expect(paper).toContainText('消防监督检查记录');
  await expect(paper).toContainText(`被检查单位（场所）：${unit.name}`);
  await expect(paper).toContainText('消防设施完好有效：符合');
  await expect(paper).toContainText('被检查单位随同检查人员：端到端经理');
  await shoot(page, 'jdjcxfjdjcjl');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('record-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^消防监督检查记录-.+\.docx$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 2).toString()).toBe('PK');

  // The task's detail opens the unit's history: its tasks (this one among them) and its other check records.
  await page.goto(`/xfjdjc/xfaqjc/xfaqjcDetail?id=${added.id}`);
  await expect(page.getByTestId('task-open-record')).toBeVisible();
  await shoot(page, 'xfaqjcDetail');
  await page.getByTestId('task-open-project').click();
  const project = page.getByTestId('project-detail');
  await expect(project.getByTestId('project-unit')).toHaveText(unit.name);
  await expect(project.getByTestId('project-tasks-row').filter({ hasText: today() }).filter({ hasText: '合格' }).first()).toBeVisible();
  await shoot(page, 'projectDetail');
  await project.getByTestId('project-tasks-record').first().click();
  await expect(page.getByTestId('record-paper')).toContainText(unit.name);
});
