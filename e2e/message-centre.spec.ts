import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/session';

const pane = (page: Page) => page.locator('[data-testid="tab-pane"]:visible');
/** Bytes of a Windows program: what a .exe renamed .png really holds. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(256, 0)]);

/** The open message-centre tab: 收件箱 (receivedNotice) or 已发送 (sentMessage). */
const list = (page: Page, name = 'receivedNotice') => pane(page).getByTestId(`resource-list-${name}`);

async function rowOf(page: Page, title: string, name = 'receivedNotice') {
  await list(page, name).getByTestId('filter-title').fill(title);
  await list(page, name).getByTestId('filter-apply').click();
  return list(page, name).getByTestId('table-row').filter({ hasText: title });
}

test('a message sent from 发送消息 arrives unread, is read on opening, and is deleted after confirmation', async ({ browser }) => {
  const title = `端到端消息${Date.now()}`;
  const leader = await browser.newContext();
  const inspector = await browser.newContext();
  try {
    const sender = await leader.newPage();
    await loginAs(sender, 'zhidui');
    await sender.goto('/xfjc/messageCenter');
    await list(sender).getByTestId('action-sendNew').click();
    const picker = sender.getByTestId('receiver-picker');
    await sender.getByTestId('receiver-search').fill('李明辉');
    await picker.getByText('李明辉', { exact: true }).click();
    await expect(sender.getByTestId('receiver-chosen')).toContainText('李明辉');
    await sender.getByTestId('send-title').fill(title);
    await sender.getByTestId('send-content').fill('请于周五下午三点到支队会议室参加例会。');
    await expect(sender.getByTestId('send-preview-title')).toHaveText(title);
    await sender.getByTestId('send-submit').click();
    await expect(sender.getByText('发送成功').first()).toBeVisible();
    // Back on 已发送 the message lists with nobody having read it yet.
    await pane(sender).getByTestId('resource-tab-sentMessage').click();
    const sentRow = await rowOf(sender, title, 'sentMessage');
    await expect(sentRow.locator('[data-column="readCount"]')).toHaveText('0/1');

    const receiver = await inspector.newPage();
    await loginAs(receiver, 'dadui');
    await receiver.goto('/xfjc/messageCenter');
    await expect(receiver.getByTestId('message-statistics')).toBeVisible();
    const row = await rowOf(receiver, title);
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-column="visited"]')).toHaveText('未读');
    await row.getByRole('button', { name: '查看' }).click();
    await expect(receiver.getByTestId('msg-title')).toHaveText(title);
    await expect(receiver.getByTestId('msg-content')).toContainText('支队会议室');
    await receiver.getByTestId('msg-back').click();

    const read = await rowOf(receiver, title);
    await expect(read.locator('[data-column="visited"]')).toHaveText('已读');
    await read.getByTestId('select-row-box').click();
    await list(receiver).getByTestId('action-bulkDelete').click();
    await expect(receiver.getByTestId('confirm-dialog')).toContainText('确定删除吗?');
    await receiver.getByTestId('confirm-ok').click();
    await expect(receiver.getByText('操作成功').first()).toBeVisible();
    await expect(list(receiver).getByTestId('table-empty')).toBeVisible();
  } finally {
    await leader.close();
    await inspector.close();
  }
});

test('an .exe renamed .png is refused in task talk with the spec’s message', async ({ page }) => {
  await loginAs(page, 'dadui');
  await page.goto('/xfjc/messageCenter');
  // The demo seed has 张丽华 (fazhi) talking to 李明辉 (dadui) about a legal review case.
  await list(page).getByTestId('filter-category').selectOption('talk');
  await list(page).getByTestId('filter-apply').click();
  await list(page).getByTestId('table-row').first().getByRole('button', { name: '查看' }).click();
  const talk = page.getByTestId('task-talk');
  await expect(talk.getByTestId('talk-message').first()).toBeVisible();
  await talk.getByTestId('talk-media-input').setInputFiles({ name: '现场照片.png', mimeType: 'image/png', buffer: EXE });
  await expect(page.getByText('上传文件格式只能是图片或视频').first()).toBeVisible();
  await expect(page.getByText('上传成功')).toHaveCount(0);
});
