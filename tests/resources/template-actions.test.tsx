// @vitest-environment jsdom
/**
 * The actions the shared registry test does not reach: task templates show 启用/删除 or 停用 by the rows'
 * allows (the server's decision for a disabled template), and 处罚案由 syncs from the toolbar after its confirmation.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findRouteByName } from '../../src/catalogue';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { renderRoute } from './support/render-route';
import { SCREEN_WAIT } from '../helpers/waits';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  resetNotifier();
});

const mutations = (sent: { kind: string; name: string; variables: Record<string, unknown> }[]) => sent.filter((operation) => operation.kind === 'mutation');

describe('task template row actions', () => {
  it('offers 启用 and 删除 on a disabled template, not 停用, and enables it after confirmation', async () => {
    const notices: string[] = [];
    setNotifier({ success: (m) => notices.push(m), error: () => {}, info: () => {}, warning: () => {} });
    const { sent } = renderRoute('taskTemplate', { listSize: 2, allows: ['edit', 'delete', 'enable'] });
    const [first] = await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
    expect(within(first).queryByTestId('row-action-disable')).toBeNull();
    expect(within(first).getByTestId('row-action-delete')).toBeTruthy();
    fireEvent.click(within(first).getByTestId('row-action-enable'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('确定启用吗?');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(mutations(sent)).toEqual([expect.objectContaining({ name: 'EnableTaskTemplates', variables: { input: { ids: ['1'] } } })]));
    await waitFor(() => expect(notices).toContain('操作成功'));
  });
});

describe('penalty case cause sync', () => {
  it('asks first, then runs the sync and says 操作成功', async () => {
    const notices: string[] = [];
    setNotifier({ success: (m) => notices.push(m), error: () => {}, info: () => {}, warning: () => {} });
    const { sent } = renderRoute('aysz', { listSize: 1 });
    await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
    fireEvent.click(screen.getByTestId('action-sync'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('确定从信息系统同步处罚案由吗?');
    expect(mutations(sent)).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(mutations(sent).map((operation) => operation.name)).toEqual(['SyncCaseCauses']));
    await waitFor(() => expect(notices).toContain('操作成功'));
  });

  it('hides 同步 without its button', async () => {
    const buttons = Object.values(findRouteByName('taskTemplate')!.buttons);
    renderRoute('aysz', { listSize: 1, buttons });
    await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
    expect(screen.queryByTestId('action-sync')).toBeNull();
  });
});
