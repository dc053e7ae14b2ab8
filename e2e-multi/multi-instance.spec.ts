import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { MULTI_STATE } from '../playwright.multi.config';
import { loginAs } from '../e2e/support/session';

/**
 * Several instances for real: nginx in front of two instances on one PostgreSQL database and Redis. Each
 * person is pinned to an instance by a cookie the test nginx reads (the other instance is the backup), so
 * "on different instances" is certain. Last, one instance is killed with SIGKILL mid-session and its users
 * carry on through the other.
 */
type Instance = 'a' | 'b';
interface State {
  entry: string;
  instances: { name: Instance; port: number; pid: number }[];
}
const state = (): State => JSON.parse(readFileSync(MULTI_STATE, 'utf8')) as State;
const TOAST_TEXT = '您有新的消息，赶紧去查看吧！';
const OFFICER_NAME = '李明辉';
const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const dialog = (page: Page) => page.getByTestId('video-dialog');

async function pinned(browser: Browser, instance: Instance, viewport = { width: 1440, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'], viewport });
  await context.addCookies([{ name: 'xfjd_instance', value: instance, url: state().entry }]);
  return context;
}

async function signedIn(browser: Browser, instance: Instance, account: string, viewport?: { width: number; height: number }) {
  const context = await pinned(browser, instance, viewport);
  const page = await context.newPage();
  await loginAs(page, account);
  await expect(page.getByTestId('notice-link')).toHaveAttribute('data-state', 'open');
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
  expect(token).toBeTruthy();
  return { context, page, token };
}

/** The instance's own count of the sockets it holds on a path (read from it directly, as Prometheus would). */
async function socketsOn(instance: Instance, path: string): Promise<number> {
  const { port } = state().instances.find((i) => i.name === instance)!;
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(new RegExp(`xfjd_sockets_connected\\{path="${path.replace('/', '\\/')}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
}

async function sendWork(page: Page, token: string, to: string, label: string) {
  const res = await page.request.post('/api/flow/runtime/work/business/send', {
    headers: { token },
    data: { busiTypeCode: 'fzsh', busiInstId: `multi-${label}-${Date.now()}`, title: label, assigneeId: to },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { id: string; version: number } };
  expect(body, body.msg).toMatchObject({ code: 0 });
  return body.data;
}

const userIdOf = async (page: Page, token: string) =>
  ((await (await page.request.get('/api/user/getPersonalInfo', { headers: { token } })).json()) as { data: { userId: string } }).data.userId;

test.describe.configure({ mode: 'serial' });

test('a notice sent through one instance reaches a person whose socket is on the other', async ({ browser }) => {
  const sender = await signedIn(browser, 'a', 'dadui');
  const receiver = await signedIn(browser, 'b', 'fazhi');
  expect(await socketsOn('b', '/graphql')).toBeGreaterThanOrEqual(1);
  const before = Number((await receiver.page.getByTestId('bell-count').textContent().catch(() => '0')) || 0);
  const receiverId = await userIdOf(receiver.page, receiver.token);
  const sentAt = Date.now();
  await sendWork(sender.page, sender.token, receiverId, '跨实例通知');
  await expect(receiver.page.getByTestId('bell-count')).toHaveText(String(before + 1));
  console.log(`multi-instance: a notice sent on instance a shown on instance b's page ${Date.now() - sentAt} ms after the send began`);
  await expect(receiver.page.getByTestId('toast').filter({ hasText: TOAST_TEXT })).toHaveCount(1);
  await sender.context.close();
  await receiver.context.close();
});

test('a video call works with the commander on one instance and the officer on the other', async ({ browser }) => {
  const officer = await signedIn(browser, 'b', 'dadui', { width: 390, height: 844 });
  const commander = await signedIn(browser, 'a', 'admin');
  await commander.page.goto('/system/jck/zfry');
  await pane(commander.page).getByTestId('filter-userName').fill(OFFICER_NAME);
  await pane(commander.page).getByTestId('filter-apply').click();
  await pane(commander.page).getByTestId('table-row').filter({ hasText: OFFICER_NAME }).first().getByTestId('row-action-video').click();
  await dialog(commander.page).getByTestId('video-start').click();
  await expect(dialog(commander.page)).toHaveAttribute('data-phase', 'room');

  await expect(dialog(officer.page)).toHaveAttribute('data-phase', 'invitation');
  const joinedAt = Date.now();
  await dialog(officer.page).getByTestId('video-join').click();
  for (const page of [officer.page, commander.page]) {
    const remote = dialog(page).getByTestId('video-remote').first();
    await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), { timeout: 30_000 }).toBe(true);
    await expect(dialog(page).getByTestId('video-room-status')).toContainText('通话中');
  }
  console.log(`multi-instance: video across instances playing both ways ${Date.now() - joinedAt} ms after 加入`);
  expect(await socketsOn('a', '/video/signal')).toBe(1);
  expect(await socketsOn('b', '/video/signal')).toBe(1);

  await dialog(commander.page).getByTestId('video-end').click();
  await commander.page.getByTestId('confirm-ok').click();
  await expect(dialog(officer.page)).toBeHidden({ timeout: 3_000 });
  await officer.context.close();
  await commander.context.close();
});

test('one approval raced from both instances has exactly one winner', async ({ browser }) => {
  const sender = await signedIn(browser, 'a', 'dadui');
  const onA = await signedIn(browser, 'a', 'fazhi');
  const onB = await pinned(browser, 'b');
  const leader = await signedIn(browser, 'b', 'zhidui');
  const work = await sendWork(sender.page, sender.token, await userIdOf(onA.page, onA.token), '并发审批');
  const assigneeId = await userIdOf(leader.page, leader.token);
  const submit = (request: typeof onA.page.request) =>
    request.post('/api/flow/runtime/work/submit', { headers: { token: onA.token }, data: { flowWorkId: work.id, version: work.version, action: 'approve', assigneeId } }).then(async (r) => ((await r.json()) as { code: number }).code);
  const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => submit(i % 2 ? onA.page.request : onB.request)));
  expect(codes.filter((c) => c === 0)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(9);
  for (const c of [sender.context, onA.context, onB, leader.context]) await c.close();
});

test('one instance killed with SIGKILL: its users carry on through the other and lose no notice', async ({ browser }) => {
  const receiver = await signedIn(browser, 'a', 'fazhi');
  const sender = await signedIn(browser, 'b', 'dadui');
  const receiverId = await userIdOf(receiver.page, receiver.token);
  const bell = receiver.page.getByTestId('bell-count');
  const before = Number((await bell.textContent().catch(() => '0')) || 0);

  const a = state().instances.find((i) => i.name === 'a')!;
  const killedAt = Date.now();
  process.kill(a.pid, 'SIGKILL');
  // Sent while the receiver's socket is down: it must still be toasted after the reconnect.
  await sendWork(sender.page, sender.token, receiverId, '实例宕机期间的通知');
  await expect(bell).toHaveText(String(before + 1), { timeout: 20_000 });
  const backAfter = Date.now() - killedAt;
  await expect(receiver.page.getByTestId('toast').filter({ hasText: TOAST_TEXT })).toHaveCount(1);
  await expect(receiver.page.getByTestId('notice-link')).toHaveAttribute('data-state', 'open');
  expect(await socketsOn('b', '/graphql')).toBeGreaterThanOrEqual(2);

  // The session holds on the survivor: the page loads again, as the same person, with the count the server keeps.
  await receiver.page.reload();
  await expect(receiver.page.getByTestId('dashboard')).toBeVisible();
  await expect(bell).toHaveText(String(before + 1));
  console.log(`multi-instance: SIGKILL of instance a → the receiver's link open again and the missed notice shown in ${backAfter} ms`);
  await receiver.context.close();
  await sender.context.close();
});
