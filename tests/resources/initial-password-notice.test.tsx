// @vitest-environment jsdom
/** 新增用户 and 初始化密码 show the initial password of the server's reply once in a 提示 dialog; 确定 closes it. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  const { sent } = renderRoute('yhgl', { listSize: 1, allows: ['resetPwd'] });
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

it('新增用户 shows the initial password the add replied, once', async () => {
  const { sent } = renderRoute('add', { listSize: 1 });
  await screen.findByTestId('resource-form-user', {}, SCREEN_WAIT);
  fireEvent.change(screen.getByTestId('field-account'), { target: { value: 'zhangsan01' } });
  fireEvent.change(screen.getByTestId('field-name'), { target: { value: ' 张三 ' } });
  await userEvent.click(screen.getByTestId('field-organId'));
  const node = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-testid="field-organId-node"][data-organ-id="1"]');
    expect(found).toBeTruthy();
    return found!;
  });
  await userEvent.click(node);
  expect(screen.queryByTestId('notice-message')).toBeNull();
  fireEvent.click(screen.getByTestId('form-submit'));
  const message = await screen.findByTestId('notice-message', {}, SCREEN_WAIT);
  expect(message.textContent).toBe('用户 张三（zhangsan01） 的初始密码为：initialPassword-1，请妥善告知本人，此密码仅显示一次');
  const added = sent.filter((op) => op.kind === 'mutation');
  expect(added.map((op) => op.name)).toEqual(['AddUser']);
  // The input as the server takes it: text trimmed, no password (the server's initial password), the roles chosen (none).
  expect(added[0]!.variables).toEqual({ input: { account: 'zhangsan01', name: '张三', organId: '1', leader: false, phone: null, email: null, roleIds: [] } });
  expect(screen.getByTestId('notice-copy')).toBeTruthy();
});
