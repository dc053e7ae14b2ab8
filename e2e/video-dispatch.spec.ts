import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { loginAs, tokenFor } from './support/session';

/**
 * Remote video dispatch between two people with fake cameras: the commander (admin) opens a room on an
 * officer from the law officers list, the officer (dadui, 李明辉) joins from the invitation notice, each sees
 * the other's video playing, and when the commander ends the room the officer's dialog closes by itself.
 */
const OFFICER_NAME = '李明辉';
/** One status poll (2 s, document 2 §9) and a margin for the page to redraw. */
const CLOSE_WITHIN_MS = 2_000 + 1_000;

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
      // Headless Chromium hides host candidates behind mDNS names it cannot resolve here.
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  },
});

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
const dialog = (page: Page) => page.getByTestId('video-dialog');

/** The video's frames are decoding and time moves on: it plays. */
async function expectPlaying(page: Page, testId: 'video-local' | 'video-remote') {
  const video = dialog(page).getByTestId(testId).first();
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0), { timeout: 20_000 })
    .toBe(true);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(first);
}

test('a commander calls an officer into a video room, both see each other, and ending it closes the officer’s dialog', async ({ browser }) => {
  test.setTimeout(180_000);
  const officerContext = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 390, height: 844 } });
  const officer = await officerContext.newPage();
  await loginAs(officer, 'dadui');
  await expect(officer.getByTestId('notice-link')).toHaveAttribute('data-state', 'open');

  const commanderContext = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 1440, height: 900 } });
  const commander = await commanderContext.newPage();
  await loginAs(commander, 'admin');
  await commander.goto('/system/jck/zfry');
  await pane(commander).getByTestId('filter-userName').fill(OFFICER_NAME);
  await pane(commander).getByTestId('filter-apply').click();
  const row = pane(commander).getByTestId('table-row').filter({ hasText: OFFICER_NAME }).first();
  await row.getByTestId('row-action-video').click();

  // The officer the room is opened on comes chosen.
  await expect(dialog(commander)).toHaveAttribute('data-phase', 'compose');
  await expect(dialog(commander).getByTestId('video-invitee')).toHaveText([OFFICER_NAME]);
  await commander.waitForTimeout(500); // the dialog's opening animation, for the screenshot only
  await commander.screenshot({ path: 'test-results/video-dispatch-compose-1440.png' });
  await dialog(commander).getByTestId('video-start').click();
  await expect(dialog(commander)).toHaveAttribute('data-phase', 'room');
  await expectPlaying(commander, 'video-local');
  await expect(dialog(commander).getByTestId('video-room-status')).toContainText('等待加入');

  // The invitation arrives as a notice and opens the dialog; 加入 joins.
  await expect(dialog(officer)).toHaveAttribute('data-phase', 'invitation');
  await expect(dialog(officer).getByTestId('video-invitation')).toContainText('系统管理员邀请您加入远程视频调度');
  await officer.screenshot({ path: 'test-results/video-dispatch-invitation-390.png' });
  await dialog(officer).getByTestId('video-join').click();

  await expectPlaying(officer, 'video-remote');
  await expectPlaying(commander, 'video-remote');
  await expect(dialog(officer).getByTestId('video-room-status')).toContainText('通话中', { timeout: 5_000 });
  await expect(dialog(commander).getByTestId('video-room-status')).toContainText('通话中', { timeout: 5_000 });
  // The officer may not end the room; only leave it.
  await expect(dialog(officer).getByTestId('video-end')).toHaveCount(0);
  await commander.screenshot({ path: 'test-results/video-dispatch-room-1440.png' });
  await officer.screenshot({ path: 'test-results/video-dispatch-room-390.png' });

  // The commander ends the room: the officer's dialog closes within one poll.
  await dialog(commander).getByTestId('video-end').click();
  await commander.getByTestId('confirm-ok').click();
  await expect(dialog(commander)).toBeHidden();
  await expect(dialog(officer)).toBeHidden({ timeout: CLOSE_WITHIN_MS });
  // Its camera is released too.
  await expect.poll(() => officer.evaluate(() => document.querySelectorAll('video').length)).toBe(0);

  await officerContext.close();
  await commanderContext.close();
});

async function firstTodoWork(request: APIRequestContext, account: string): Promise<string> {
  const token = await tokenFor(request, account);
  const res = await request.post('/api/flow/runtime/task/getUserTodoTaskPage', { headers: { token }, data: { current: 1, size: 10, finished: false } });
  const body = (await res.json()) as { code: number; data: { records: { flowWorkId: string }[] } };
  expect(body.data.records.length, `${account} has pending work`).toBeGreaterThan(0);
  return body.data.records[0].flowWorkId;
}

test('the approval page offers 远程视频调度 to a leader, not to an inspector', async ({ page, browser, request }) => {
  const leaderWork = await firstTodoWork(request, 'zhidui');
  await loginAs(page, 'zhidui');
  await page.goto(`/xfjc/spym?flowWorkId=${leaderWork}`);
  await expect(pane(page).getByTestId('approval-screen')).toBeVisible();
  await pane(page).getByTestId('video-dispatch-button').click();
  await expect(dialog(page)).toHaveAttribute('data-phase', 'compose');
  await dialog(page).getByTestId('video-invitee-search').fill(OFFICER_NAME);
  await dialog(page).getByTestId('video-invitee-option').filter({ hasText: OFFICER_NAME }).getByRole('button').click();
  await expect(dialog(page).getByTestId('video-invitee')).toHaveText([OFFICER_NAME]);
  await expect(dialog(page).getByTestId('video-start')).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500); // the shell's layout change, for the screenshot only
  await page.screenshot({ path: 'test-results/video-dispatch-compose-390.png' });
  await dialog(page).getByTestId('video-dialog-close').click();
  await expect(dialog(page)).toBeHidden();

  const inspectorContext = await browser.newContext();
  const inspector = await inspectorContext.newPage();
  const inspectorWork = await firstTodoWork(request, 'dadui');
  await loginAs(inspector, 'dadui');
  // The server's answer decides; wait for it before looking for the button.
  const access = inspector.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('VideoAccess'));
  await inspector.goto(`/xfjc/spym?flowWorkId=${inspectorWork}`);
  expect(await (await access).json()).toMatchObject({ data: { getVideoAccess: { canStart: false } } });
  await expect(pane(inspector).getByTestId('approval-screen')).toBeVisible();
  await expect(pane(inspector).getByTestId('approval-refresh')).toBeVisible();
  await expect(pane(inspector).getByTestId('video-dispatch-button')).toHaveCount(0);
  await inspectorContext.close();
});
