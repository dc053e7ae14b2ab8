import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, openRootMenu } from './support/session';

const INSPECTOR = '/system/machineInspector';
const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const tag = (page: Page, path: string) => page.locator(`[data-testid="tag"][data-path="${path}"]`);
const diagram = (page: Page) => page.getByTestId('inspector-diagram');
const state = (page: Page, id: string) => diagram(page).locator(`[data-state-id="${id}"]`);
const expectActive = (page: Page, id: string) => expect(state(page, id)).toHaveClass(/\bsc-active\b/);

async function openInspector(page: Page) {
  await openRootMenu(page, '/system');
  await page.getByTestId('sidebar').locator(`a[href="${INSPECTOR}"]`).click();
  await expect(page.getByTestId('machine-inspector')).toBeVisible();
}

test('the inspector follows the live machines of the tab, drives a sandbox copy and exports SVG', async ({ page }) => {
  await loginAs(page, 'admin');
  await openInspector(page);

  // The session is drawn with the signed-in state highlighted.
  await page.getByTestId('machine-item-session').click();
  await expect(page.getByTestId('actor-state')).toHaveText('ready.reminderOpen');
  await expectActive(page, 'ready.reminderOpen');
  await expect(state(page, 'ready')).toHaveClass(/\bsc-active-parent\b/);

  // The tags view: another tab opened shows in its context and its event log; its state stays highlighted.
  await page.getByTestId('machine-item-tagsView').click();
  await expectActive(page, 'browsing');
  await expect(page.getByTestId('actor-context-json')).not.toContainText('/system/zhgl/yhgl');
  const usersLink = page.getByTestId('sidebar').locator('a[href="/system/zhgl/yhgl"]');
  if (!(await usersLink.isVisible())) await page.getByTestId('sidebar').locator('[data-testid="sidebar-item"][data-path="/system/zhgl"]').click();
  await usersLink.click();
  await expect(pane(page).getByTestId('table-row').first()).toBeVisible();
  // The list finds nothing: its machine moves from ready to empty.
  await pane(page).getByTestId('filter-account').fill('no-such-account-e2e');
  await pane(page).getByTestId('filter-apply').click();
  await expect(pane(page).getByTestId('table-row')).toHaveCount(0);
  await tag(page, INSPECTOR).click();
  await expect(page.getByTestId('actor-context-json')).toContainText('/system/zhgl/yhgl');
  await expect(page.locator('[data-testid="event-row"][data-event-type="tags.open"]').last()).toContainText(/\d{2}:\d{2}:\d{2}\.\d{3}/);
  await expectActive(page, 'browsing');

  await page.getByTestId('machine-item-resourceList').click();
  const usersList = page.locator('[data-testid="live-actor"][data-actor-name="user"]');
  await usersList.click();
  await expect(page.getByTestId('actor-state')).toHaveText('empty');
  await expectActive(page, 'empty');
  await expect(page.locator('[data-testid="event-row"][data-event-type="filters.apply"]')).toHaveCount(1);

  // Sandbox: a copy of the session accepts login.submit, the highlight moves; back and forward.
  await page.getByTestId('machine-item-session').click();
  await page.getByTestId('tab-sandbox').click();
  await page.getByTestId('sandbox-start').click();
  await expect(page.getByTestId('sandbox-state')).toHaveText('noToken');
  await expectActive(page, 'noToken');
  await expect(page.getByTestId('sandbox-event')).toHaveText(['login.submit']);
  await page.getByTestId('sandbox-send').click();
  await expect(page.getByTestId('sandbox-state')).toHaveText('authenticating');
  await expectActive(page, 'authenticating');
  const doneEvent = page.locator('[data-testid="sandbox-event"][data-event-type^="xstate.done.actor"]');
  await doneEvent.click();
  await page.getByTestId('sandbox-send').click();
  await expectActive(page, 'loadingUser');
  await doneEvent.click();
  await page.getByTestId('sandbox-send').click();
  await expectActive(page, 'ready.reminderOpen');
  await page.getByTestId('sandbox-back').click();
  await page.getByTestId('sandbox-back').click();
  await expectActive(page, 'authenticating');
  await page.getByTestId('sandbox-forward').click();
  await expect(page.getByTestId('sandbox-state')).toHaveText('loadingUser');

  // 导出 SVG: <machine id>.svg, a valid SVG naming the machine's states.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('inspector-export').click()]);
  expect(download.suggestedFilename()).toBe('session.svg');
  const svg = await readFile((await download.path())!, 'utf8');
  expect(svg.startsWith('<?xml') || svg.startsWith('<svg')).toBe(true);
  for (const name of ['boot', 'noToken', 'authenticating', 'loadingUser', 'ready', 'reminderCooldown', 'loggingOut', 'expiring']) expect(svg).toContain(name);
  const root = await page.evaluate((text) => {
    const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
    return parsed.getElementsByTagName('parsererror').length ? 'parsererror' : parsed.documentElement.nodeName;
  }, svg);
  expect(root).toBe('svg');
});

test('on a phone the machines are a select and the chosen one is drawn', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin');
  await page.goto(INSPECTOR);
  await expect(page.getByTestId('machine-list')).toBeHidden();
  await page.getByTestId('machine-select').selectOption('approvalFlow');
  await expect(diagram(page)).toHaveAttribute('data-machine-id', 'approvalFlow');
  await expect(state(page, 'inApproval.leader')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
