// @vitest-environment jsdom
/**
 * Layer features used by a few definitions: "new under this row" (navigateParam + createUnder), a row
 * action's dialog listing the row's records, lists under a detail page.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findRouteByName } from '../../src/catalogue';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { renderRoute } from './support/render-route';
import { SCREEN_WAIT } from '../helpers/waits';

beforeAll(() => setNotifier({ success: () => {}, error: () => {}, warning: () => {}, info: () => {} }));
afterAll(resetNotifier);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const mutations = (sent: { kind: string; name: string; variables: Record<string, unknown> }[]) => sent.filter((op) => op.kind === 'mutation');

describe('new under this row', () => {
  it('the form opened with ?parentId= runs the create-under mutation with the parent', async () => {
    const { sent } = renderRoute('qyglAdd', { listSize: 1, search: '?parentId=a-4403' });
    await screen.findByTestId('resource-form-area', {}, SCREEN_WAIT);
    fireEvent.change(screen.getByTestId('field-code'), { target: { value: '440304' } });
    fireEvent.change(screen.getByTestId('field-name'), { target: { value: '福田区' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1));
    expect(mutations(sent)[0]).toMatchObject({ name: 'AddSubArea', variables: { input: { code: '440304', name: '福田区', parentId: 'a-4403' } } });
  });

  it('without a parent the plain create runs', async () => {
    const { sent } = renderRoute('qyglAdd', { listSize: 1 });
    await screen.findByTestId('resource-form-area', {}, SCREEN_WAIT);
    fireEvent.change(screen.getByTestId('field-code'), { target: { value: '440304' } });
    fireEvent.change(screen.getByTestId('field-name'), { target: { value: '福田区' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(mutations(sent)).toHaveLength(1));
    expect(mutations(sent)[0].name).toBe('AddArea');
  });

  it('the row action shows only with its button', async () => {
    const newLoad = findRouteByName('zfdwgl')!.buttons.newLoad;
    renderRoute('zfdwgl', { listSize: 2, buttons: [newLoad] });
    const [row] = await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
    expect(within(row).getByText('新增下级')).toBeTruthy();
    cleanup();
    renderRoute('zfdwgl', { listSize: 2, buttons: [] });
    const [bare] = await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
    expect(within(bare).queryByText('新增下级')).toBeNull();
  });
});

describe('records that belong to a record', () => {
  it('a row action opens a dialog listing the row’s people, paged by the server', async () => {
    const user = userEvent.setup();
    const { sent } = renderRoute('zfdwgl', { listSize: 2 });
    const [row] = await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
    await user.click(within(row).getByText('人员'));
    const dialog = await screen.findByTestId('related-dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('table-row')).toHaveLength(2));
    const query = sent.find((op) => op.name === 'EnforcementUnitPeople');
    expect(query?.variables).toEqual({ input: { current: 1, size: 10, organId: '1' } });
    expect(within(dialog).getByText('单位人员')).toBeTruthy();
  });

  it('a detail page lists the companies inside the building', async () => {
    const { sent } = renderRoute('jzwDetail', { listSize: 3, search: '?id=b-1' });
    const related = await screen.findByTestId('related-id', {}, SCREEN_WAIT);
    await waitFor(() => expect(within(related).getAllByTestId('table-row')).toHaveLength(3));
    expect(sent.find((op) => op.name === 'BuildCompanies')?.variables).toEqual({ input: { current: 1, size: 10, buildId: '1' } });
    expect(screen.getByText('建筑内社会单位')).toBeTruthy();
  });
});
