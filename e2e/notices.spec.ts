import { NOTICE_TOAST_DURATION_MS, NOTICE_TOAST_THROTTLE_MS } from '../src/constants/timings';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './support/session';

/**
 * The live notice link between two people: the leader (zhidui) sends inspection work to the inspector
 * (dadui) through the flow runtime; the inspector's bell and toast react at once, a burst gives one toast,
 * a notice sent while offline is counted after the network returns, and a notice opens its target.
 */
const TOAST_TEXT = '您有新的消息，赶紧去查看吧！';
const INSPECTOR_NAME = '李明辉';

interface Sender {
  send(label: string): Promise<string>;
}

async function leaderSender(request: APIRequestContext, leader: Page): Promise<Sender> {
  const token = (await leader.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  expect(token).toBeTruthy();
  const res = await request.get('/api/flow/runtime/getApprovesBeforeSend', { headers: { token }, params: { busiTypeCode: 'xfjdjc' } });
  const candidates = ((await res.json()) as { data: { userId: string; username: string }[] }).data;
  const inspector = candidates.find((c) => c.username === INSPECTOR_NAME);
  expect(inspector, 'the inspector is a receiver of the first step').toBeTruthy();
  const stamp = Date.now();
  let seq = 0;
  return {
    async send(label) {
      seq += 1;
      const sent = await request.post('/api/flow/runtime/work/business/send', {
        headers: { token },
        data: { busiTypeCode: 'xfjdjc', busiInstId: `e2e-notice-${stamp}-${seq}`, title: `${label}（${seq}）`, assigneeId: inspector!.userId, comment: '请及时办理。' },
      });
      const body = (await sent.json()) as { code: number; msg: string; data: { id: string } };
      expect(body, body.msg).toMatchObject({ code: 0 });
      return body.data.id;
    },
  };
}

async function unreadOnServer(request: APIRequestContext, page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const res = await request.get('/api/sys/notice/getNotVisitedTotal', { headers: { token } });
  return ((await res.json()) as { data: { notVisitedTotal: number } }).data.notVisitedTotal;
}
/** How long a notice may take to arrive here: half the toast's life, so a toast seen after it is still the burst's one. */
const ARRIVAL_MS = NOTICE_TOAST_DURATION_MS / 2;
const noticeToasts = (page: Page) => page.getByTestId('toast').filter({ hasText: TOAST_TEXT });
const linkOpen = (page: Page) => expect(page.getByTestId('notice-link')).toHaveAttribute('data-state', 'open');

/** Closes the notice toasts; one already leaving has no button to click, so the last word is that none is left. */
async function closeToasts(page: Page) {
  const toasts = noticeToasts(page);
  for (let attempt = 0; attempt < 10 && (await toasts.count()) > 0; attempt++) {
    await toasts.first().getByRole('button').last().click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(200);
  }
  await expect(toasts).toHaveCount(0, { timeout: 12_000 });
}

test('the inspector hears of new work at once, online or not, and one click opens it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await loginAs(leader, 'zhidui');
  const sender = await leaderSender(request, leader);

  const inspectorContext = await browser.newContext();
  const inspector = await inspectorContext.newPage();
  await loginAs(inspector, 'dadui');
  await linkOpen(inspector);
  const start = await unreadOnServer(request, inspector);
  if (start > 0) await expect(inspector.getByTestId('bell-count')).toHaveText(String(start));

  // 1. One notice: the bell increments and the toast shows. How fast is bench/notice-fanout.ts's to measure; the
  //    waits here only stay well inside the toast's 10 s life, so that "one toast" below means one.
  await sender.send('消防监督检查');
  await expect(inspector.getByTestId('bell-count')).toHaveText(String(start + 1), { timeout: ARRIVAL_MS });
  await expect(noticeToasts(inspector)).toHaveCount(1, { timeout: ARRIVAL_MS });

  // 2. Five notices in one second: the count follows, one toast only.
  await closeToasts(inspector);
  await inspector.waitForTimeout(2_100);
  const burstStart = Date.now();
  await Promise.all(Array.from({ length: 5 }, () => sender.send('批量检查')));
  // One toast per throttle window the burst spans: one when it fits in a window; a loaded machine may take
  // longer to send five, and then each further window may show one more (never one per notice).
  const windows = Math.floor((Date.now() - burstStart) / NOTICE_TOAST_THROTTLE_MS) + 1;
  await expect(inspector.getByTestId('bell-count')).toHaveText(String(start + 6), { timeout: ARRIVAL_MS });
  await inspector.waitForTimeout(1_500);
  const toasts = await noticeToasts(inspector).count();
  expect(toasts).toBeGreaterThanOrEqual(1);
  expect(toasts).toBeLessThanOrEqual(Math.min(windows, 4));

  // 3. The network drops, a notice is sent, the network returns: the count is right without a reload.
  await inspectorContext.setOffline(true);
  await expect(inspector.getByTestId('notice-link')).not.toHaveAttribute('data-state', 'open');
  await sender.send('断网期间的检查');
  await inspector.waitForTimeout(500);
  await expect(inspector.getByTestId('bell-count')).toHaveText(String(start + 6));
  await inspectorContext.setOffline(false);
  await linkOpen(inspector);
  await expect(inspector.getByTestId('bell-count')).toHaveText(String(start + 7), { timeout: 5_000 });

  // 4. Clicking a notice opens its target: the toast's action, then the bell's list.
  await closeToasts(inspector);
  await inspector.waitForTimeout(2_100);
  const workId = await sender.send('点击查看的检查');
  const toast = noticeToasts(inspector);
  await expect(toast).toHaveCount(1, { timeout: ARRIVAL_MS });
  await toast.getByRole('button', { name: '立即前往' }).click();
  await expect(inspector).toHaveURL(new RegExp(`/spym\\?flowWorkId=${workId}$`));
  await expect(inspector.getByTestId('approval-screen')).toBeVisible();

  // Back to the dashboard (no reload): the newest unread notice in the bell's list opens the same work.
  await inspector.goBack();
  await expect(inspector.getByTestId('dashboard')).toBeVisible();
  await inspector.getByTestId('message-bell').click();
  await expect(inspector.getByTestId('bell-notice').first()).toContainText('点击查看的检查');
  await inspector.getByTestId('bell-notice').first().click();
  await expect(inspector).toHaveURL(new RegExp(`/spym\\?flowWorkId=${workId}$`));

  await leaderContext.close();
  await inspectorContext.close();
});
