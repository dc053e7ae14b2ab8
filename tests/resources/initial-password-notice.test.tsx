// @vitest-environment jsdom
/** 初始化密码 shows the initial password of the server's reply once in a 提示 dialog; 确定 closes it. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { renderRoute } from './support/render-route';
import { SCREEN_WAIT } from '../helpers/waits';

beforeAll(() => setNotifier({ success: () => {}, error: () => {}, warning: () => {}, info: () => {} }));
afterAll(resetNotifier);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

it('初始化密码 shows the password the mutation replied, once', async () => {
  const { sent } = renderRoute('yhgl', { listSize: 1 });
  const [first] = await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
  fireEvent.click(within(first!).getByTestId('row-action-resetPwd'));
  fireEvent.click(await screen.findByTestId('confirm-ok'));
  const message = await screen.findByTestId('notice-message', {}, SCREEN_WAIT);
  expect(message.textContent).toBe('用户 name-1（account-1） 的初始密码为：initialPassword-1，请妥善告知本人，此密码仅显示一次');
  expect(sent.some((op) => op.kind === 'mutation' && op.name === 'InitUserPassword')).toBe(true);
  expect(screen.getByTestId('notice-copy')).toBeTruthy();
  fireEvent.click(screen.getByTestId('notice-ok'));
  await waitFor(() => expect(screen.queryByTestId('notice-message')).toBeNull());
});
