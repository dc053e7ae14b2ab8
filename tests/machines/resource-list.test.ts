import { createActor, fromPromise, waitFor } from 'xstate';
import { resourceListMachine, pagingMemoryKey, readPaging, type ActionResult, type ListRow, type PageData, type PagingStorage } from '../../src/machines/resource-list';
import type { ListQuery } from '../../src/resources/types';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { DIALOG_PAGE_SIZES } from '../../src/constants/paging';

function memoryStorage(initial: Record<string, string> = {}): PagingStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const rowsOf = (count: number, from = 1): ListRow[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(from + index), name: `行${from + index}` }));

/** A server of `total` rows that records every query it answers. */
function fakeServer(total: number) {
  const queries: ListQuery[] = [];
  let rowsLeft = total;
  const fetchPage = async (query: ListQuery): Promise<PageData> => {
    queries.push(query);
    const start = (query.current - 1) * query.size;
    const count = Math.max(0, Math.min(query.size, rowsLeft - start));
    return { rows: rowsOf(count, start + 1), total: rowsLeft };
  };
  return { queries, fetchPage, remove: (count: number) => (rowsLeft -= count) };
}

function start(options: {
  total?: number;
  fetchPage?: (query: ListQuery) => Promise<PageData>;
  runAction?: (input: { key: string; rows: ListRow[] }) => Promise<ActionResult>;
  storage?: PagingStorage;
  pageSizes?: readonly number[];
} = {}) {
  const server = fakeServer(options.total ?? 25);
  const ran: { key: string; rows: ListRow[]; comment?: string }[] = [];
  const machine = resourceListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: ListQuery }) => (options.fetchPage ?? server.fetchPage)(input)),
      runAction: fromPromise(async ({ input }: { input: { key: string; rows: ListRow[]; comment?: string } }) => {
        ran.push(input);
        return options.runAction?.(input);
      }),
    },
  });
  const storage = options.storage ?? memoryStorage();
  const actor = createActor(machine, {
    input: { name: 'user', rowKey: 'id', defaultFilters: { deleted: false }, storage, pageSizes: options.pageSizes },
  }).start();
  return { actor, server, ran, storage };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (state) => !state.matches('loading') && !state.matches('acting'));

describe('resource-list machine', () => {
  const notices: string[] = [];
  beforeEach(() => {
    notices.length = 0;
    setNotifier({
      success: (message) => notices.push(`success:${message}`),
      error: (message) => notices.push(`error:${message}`),
      info: () => {},
      warning: () => {},
    });
  });
  afterEach(() => resetNotifier());

  it('loads page 1 with size 10 and the default filters, then shows the rows', async () => {
    const { actor, server } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    const state = await settled(actor);
    expect(state.value).toBe('ready');
    expect(server.queries[0]).toEqual({ current: 1, size: 10, filters: { deleted: false }, sort: undefined });
    expect(state.context.rows).toHaveLength(10);
    expect(state.context.total).toBe(25);
  });

  it('is empty when the server has no rows, and an error keeps the message', async () => {
    const empty = start({ total: 0 });
    expect((await settled(empty.actor)).value).toBe('empty');
    const failing = start({ fetchPage: async () => Promise.reject(new Error('服务暂不可用')) });
    const state = await settled(failing.actor);
    expect(state.value).toBe('error');
    expect(state.context.error).toBe('服务暂不可用');
    // Retrying from the error state loads again.
    failing.actor.send({ type: 'list.reload' });
    expect(failing.actor.getSnapshot().value).toBe('loading');
  });

  it('applies filters from page 1 without empty values, and reset restores the defaults', async () => {
    const { actor, server } = start();
    await settled(actor);
    actor.send({ type: 'page.change', current: 3 });
    await settled(actor);
    actor.send({ type: 'filters.apply', filters: { name: '张', organId: '', deleted: false } });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ current: 1, filters: { name: '张', deleted: false } });
    expect(server.queries.at(-1)!.filters).not.toHaveProperty('organId');
    actor.send({ type: 'filters.reset' });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ current: 1, filters: { deleted: false } });
  });

  it('pages and resizes only to the allowed sizes, and sorts from page 1', async () => {
    const { actor, server } = start();
    await settled(actor);
    actor.send({ type: 'page.change', current: 2 });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ current: 2, size: 10 });
    actor.send({ type: 'page.resize', size: 20 });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ current: 1, size: 20 });
    actor.send({ type: 'page.resize', size: 30 });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ size: 20 });
    actor.send({ type: 'sort.change', sort: { field: 'name', order: 'desc' } });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ current: 1, sort: { field: 'name', order: 'desc' } });
  });

  it('dialogs allow 10 to 50 in steps of 10', async () => {
    const { actor, server } = start({ pageSizes: DIALOG_PAGE_SIZES });
    await settled(actor);
    actor.send({ type: 'page.resize', size: 30 });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ size: 30 });
    actor.send({ type: 'page.resize', size: 100 });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ size: 30 });
  });

  it('remembers page and size (dspsx) per resource for the next visit', async () => {
    const storage = memoryStorage();
    const first = start({ storage });
    await settled(first.actor);
    first.actor.send({ type: 'page.resize', size: 20 });
    await settled(first.actor);
    first.actor.send({ type: 'page.change', current: 2 });
    await settled(first.actor);
    first.actor.stop();
    expect(JSON.parse(storage.data.get(pagingMemoryKey('user'))!)).toEqual({ current: 2, size: 20 });

    const again = start({ storage });
    await settled(again.actor);
    expect(again.server.queries[0]).toMatchObject({ current: 2, size: 20 });
  });

  it('ignores a remembered size that is not allowed and unreadable memory', () => {
    const storage = memoryStorage({ 'dspsx:a': '{"current":3,"size":33}', 'dspsx:b': 'not json' });
    expect(readPaging(storage, 'a', [10, 20])).toEqual({ current: 3, size: 10 });
    expect(readPaging(storage, 'b', [10, 20])).toEqual({ current: 1, size: 10 });
    expect(readPaging(undefined, 'c', [10, 20])).toEqual({ current: 1, size: 10 });
  });

  it('selects rows one by one, all of the page, and clears', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'selection.toggle', id: '2' });
    actor.send({ type: 'selection.toggle', id: '3' });
    actor.send({ type: 'selection.toggle', id: '2' });
    expect(actor.getSnapshot().context.selected).toEqual(['3']);
    actor.send({ type: 'selection.all' });
    expect(actor.getSnapshot().context.selected).toHaveLength(10);
    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('asks before a confirmed action; cancel runs nothing', async () => {
    const { actor, ran } = start();
    await settled(actor);
    const rows = actor.getSnapshot().context.rows.slice(0, 1);
    actor.send({ type: 'action.request', key: 'delete', rows, confirm: '确定删除吗?' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.pending).toMatchObject({ key: 'delete', confirm: '确定删除吗?' });
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.pending).toBeUndefined();
    expect(ran).toEqual([]);
  });

  it('runs a confirmed action, says 操作成功 and reloads', async () => {
    const { actor, ran, server } = start();
    await settled(actor);
    const rows = actor.getSnapshot().context.rows.slice(0, 2);
    actor.send({ type: 'action.request', key: 'delete', rows, confirm: '确定删除吗?' });
    actor.send({ type: 'confirm.accept' });
    expect(actor.getSnapshot().value).toBe('acting');
    await waitFor(actor, (state) => state.matches('ready'));
    expect(ran).toEqual([{ key: 'delete', rows }]);
    expect(notices).toEqual(['success:操作成功']);
    expect(server.queries).toHaveLength(2);
  });

  it('an action that asks for a required opinion waits for one and passes it on', async () => {
    const { actor, ran } = start();
    await settled(actor);
    const rows = actor.getSnapshot().context.rows.slice(0, 1);
    actor.send({ type: 'action.request', key: 'reject', rows, prompt: { label: '退回意见', required: true } });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm.accept', comment: '   ' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm.accept', comment: ' 材料不全 ' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(ran).toEqual([{ key: 'reject', rows, comment: '材料不全' }]);
  });

  it('an optional opinion may be left empty', async () => {
    const { actor, ran } = start();
    await settled(actor);
    const rows = actor.getSnapshot().context.rows.slice(0, 1);
    actor.send({ type: 'action.request', key: 'approve', rows, confirm: '确定审核通过吗?', prompt: { label: '审核意见' } });
    actor.send({ type: 'confirm.accept', comment: '' });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(ran).toEqual([{ key: 'approve', rows }]);
  });

  it('runs an action without confirm at once, with its own success text', async () => {
    const { actor, ran } = start();
    await settled(actor);
    actor.send({ type: 'action.request', key: 'sync', rows: [], successMessage: '同步成功' });
    await waitFor(actor, (state) => state.matches('ready') && ran.length === 1);
    expect(notices).toEqual(['success:同步成功']);
  });

  it('keeps the notice an action yields (an initial password) through the reload until it is dismissed', async () => {
    const notice = { message: '用户 张三（zhangsan） 的初始密码为：Init@123，请妥善告知本人，此密码仅显示一次', copy: 'Init@123' };
    const { actor, server } = start({ runAction: async () => ({ notice }) });
    await settled(actor);
    actor.send({ type: 'action.request', key: 'resetPwd', rows: [{ id: '1' }], confirm: '确定将该用户的密码初始化吗?' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (state) => state.matches('ready') && server.queries.length === 2);
    expect(actor.getSnapshot().context.notice).toEqual(notice);
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a failed action keeps the page and says nothing more (the error link already did)', async () => {
    const { actor, server } = start({ runAction: async () => Promise.reject(new Error('无权限')) });
    await settled(actor);
    actor.send({ type: 'action.request', key: 'freeze', rows: [{ id: '1' }] });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(notices).toEqual([]);
    expect(server.queries).toHaveLength(1);
    expect(actor.getSnapshot().context.pending).toBeUndefined();
  });

  it('goes back a page when deleting emptied the last page', async () => {
    const { actor, server } = start({ total: 21 });
    await settled(actor);
    actor.send({ type: 'page.change', current: 3 });
    await settled(actor);
    expect(actor.getSnapshot().context.rows).toHaveLength(1);
    server.remove(1);
    actor.send({ type: 'action.request', key: 'delete', rows: [{ id: '21' }] });
    await waitFor(actor, (state) => state.matches('ready') && state.context.query.current === 2);
    expect(actor.getSnapshot().context.rows).toHaveLength(10);
  });

  it('toolbar actions work on an empty list', async () => {
    const { actor, ran } = start({ total: 0 });
    await settled(actor);
    actor.send({ type: 'action.request', key: 'sync', rows: [], confirm: '确定同步吗?' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(ran).toEqual([]);
  });

  it('a newer query replaces one still loading', async () => {
    const { actor, server } = start();
    actor.send({ type: 'filters.apply', filters: { name: '李' } });
    await settled(actor);
    expect(server.queries.at(-1)).toMatchObject({ filters: { name: '李' } });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
