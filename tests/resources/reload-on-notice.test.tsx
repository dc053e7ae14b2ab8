// @vitest-environment jsdom
/** 未完成任务 reloads on every live notice and resync (a notice usually hands out work); other lists do not. */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { emitNotice, emitResync, type AppNotice } from '../../src/app/notice/notice-events';
import { resetNotifier, setNotifier } from '../../src/lib/notify';
import { renderRoute } from './support/render-route';
import { SCREEN_WAIT } from '../helpers/waits';

beforeAll(() => setNotifier({ success: () => {}, error: () => {}, warning: () => {}, info: () => {} }));
afterAll(resetNotifier);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const notice = { id: 'n-1', title: '您有新的待办任务' } as unknown as AppNotice;
const pageQueries = (sent: { kind: string; name: string }[]) => sent.filter((op) => op.kind === 'query' && op.name === 'UserTaskPage').length;

it('the pending-task list asks the server again on a notice and on a resync', async () => {
  const { sent } = renderRoute('wwjrw', { listSize: 2 });
  await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
  const before = pageQueries(sent);
  act(() => emitNotice(notice));
  await waitFor(() => expect(pageQueries(sent)).toBe(before + 1));
  act(() => emitResync({ reconnect: true }));
  await waitFor(() => expect(pageQueries(sent)).toBe(before + 2));
});

it('the finished-task list is left alone by notices', async () => {
  const { sent } = renderRoute('ywjrw', { listSize: 2 });
  await screen.findAllByTestId('table-row', {}, SCREEN_WAIT);
  const before = pageQueries(sent);
  act(() => emitNotice(notice));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(pageQueries(sent)).toBe(before);
});
